import { screen } from '@testing-library/react';
import type { AuditEntry } from '@shop/shared/staff';
import { asStaff, json, renderIn } from '../test-support';
import { AuditList } from './audit-list';

const { fetchMock, calls } = asStaff();

const entry = (id: number, action: string, detail: object): AuditEntry => ({
  id,
  at: '2026-03-01T10:00:00.000Z',
  staffEmail: 'staff@shop.test',
  action,
  codArticolo: 'A1',
  detail: JSON.stringify(detail),
});

describe('the change history', () => {
  it('says each change of the discount, the links and the photos in words', async () => {
    fetchMock.mockResolvedValue(
      json({
        error: false,
        records: [
          entry(1, 'sconto', { da: null, a: 20.5 }),
          entry(2, 'associazione-aggiunta', { con: 'B2', motivo: 'accessorio' }),
          entry(3, 'foto-aggiunta', { id: 41, codColore: 'BLU', ordine: 1 }),
          entry(4, 'foto-ordine', { codColore: 'BLU', da: [41, 42], a: [42, 41] }),
          entry(5, 'foto-alt', { id: 41, codColore: 'BLU', da: { ita: '', eng: '' }, a: { ita: 'Camicia', eng: 'Shirt' } }),
          entry(6, 'foto-prima', { id: 41, codColore: 'BLU', da: 2 }),
          entry(7, 'foto-eliminata', { id: 42, codColore: 'BLU', ordine: 2, storageKey: 'photos/x' }),
        ],
      }),
    );
    renderIn(<AuditList codArticolo="A1" version={0} />);
    expect(await screen.findByText('sconto da — a 20,5%')).toBeInTheDocument();
    expect(calls()[0]).toEqual({ path: 'StaffAPI/read', body: { entity: 'Audit', expression: { codArticolo: 'A1' } } });
    for (const text of [
      'associato B2 (Potrebbe piacerti anche)',
      'foto 41 aggiunta al colore BLU',
      'cambiato l’ordine delle foto del colore BLU',
      'testi alternativi della foto 41 (colore BLU)',
      'foto 41 messa per prima (colore BLU)',
      'foto 42 eliminata (colore BLU)',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });
});
