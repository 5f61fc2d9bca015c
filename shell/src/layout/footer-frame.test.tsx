import { act, screen } from '@testing-library/react';
import { languageAtom, shopStore } from '@shop/shared';
import { defaultManifest, fetchManifest } from '../federation/manifest';
import { resetFakeFederation } from '../testing/fake-federation';
import { renderWithShell, startTestRemotes } from '../testing/render-shell';
import { FooterFrame } from './footer-frame';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../testing/fake-federation'));

const shop = { ragioneSociale: 'Sartoria Bianchi S.p.A.', partitaIva: '00743110157', sedeLegale: 'Corso Venezia 5, 20121 Milano (MI)' };

beforeAll(() => startTestRemotes({ ...defaultManifest, shop }));
beforeEach(() => {
  resetFakeFederation();
  shopStore.set(languageAtom, 'ita');
});

describe('the footer frame', () => {
  it('states the company details the manifest gives, in the interface language', async () => {
    renderWithShell(<FooterFrame />);
    expect(await screen.findByTestId('shop-identity')).toHaveTextContent(
      'Sartoria Bianchi S.p.A. · P.IVA 00743110157 · Sede legale: Corso Venezia 5, 20121 Milano (MI)',
    );
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByTestId('shop-identity')).toHaveTextContent(
      'Sartoria Bianchi S.p.A. · VAT no. IT00743110157 · Registered office: Corso Venezia 5, 20121 Milano (MI), Italy',
    );
  });

  it('drops company details that do not pass the contract, keeping the manifest', async () => {
    const served = { ...defaultManifest, apiBase: '/wa', shop: { ragioneSociale: 'X', partitaIva: '123', sedeLegale: '' } };
    const manifest = await fetchManifest(jest.fn(async () => ({ ok: true, status: 200, json: async () => served }) as Response));
    expect(manifest.apiBase).toBe('/wa');
    expect(manifest.shop).toBeUndefined();
  });
});
