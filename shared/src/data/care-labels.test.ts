import { CARE_LABELS, careLabelsOf, careLabelText, findCareLabel } from './care-labels';

const SPEC_CODES = [
  'no.lav.acqua', 'lav.acqua.30', 'lav.acqua.40', 'lav.acqua.60', 'lav.acqua.95', 'lav.acqua.HAND',
  'lav.acqua.40AMR', 'lav.acqua.60AMR', 'lav.acqua.95AMR', 'lav.acqua.90',
  'no.lav.secco', 'benzina', 'percloroetilene', 'tricloroetilene', 'benzina.amr', 'percloroetilene.amr',
  'no.candeggio', 'candeggio.ipoclorito', 'si.candeggio',
  'no.asciugare.tumbler',
  'no.stirare', 'stirare.115', 'stirare.150', 'stirare.200', 'stirare.rovescio',
];

describe('care labels', () => {
  it('covers every SPEC code with Italian and English text', () => {
    for (const code of SPEC_CODES) {
      const label = findCareLabel(code);
      expect(label).toBeDefined();
      expect(label?.it).not.toBe('');
      expect(label?.en).not.toBe('');
    }
  });

  it('has the do-not-tumble code and eight drying variants', () => {
    expect(careLabelsOf('drying')).toHaveLength(9);
  });

  it('has unique codes', () => {
    expect(new Set(CARE_LABELS.map((l) => l.code)).size).toBe(CARE_LABELS.length);
  });

  it('uses the reference texts and shows an unknown code as itself', () => {
    expect(careLabelText('lav.acqua.30')).toBe('Lavaggio max 30 °C');
    expect(careLabelText('lav.acqua.30', 'eng')).toBe('Machine wash max 30 °C');
    expect(careLabelText('stirare.150', 'eng')).toBe('Iron at medium temperature (max 150 °C)');
    expect(careLabelText('percloroetilene')).toBe('Pulitura a secco con percloroetilene (P)');
    expect(careLabelText('no.such.code')).toBe('no.such.code');
  });
});
