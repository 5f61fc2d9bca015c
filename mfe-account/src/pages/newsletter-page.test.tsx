import { languageAtom, shopStore } from '@shop/shared';
import { screen } from '@testing-library/react';
import { renderAt, serve } from '../test-support';

const TOKEN = 'x'.repeat(40) + 'Ab1';
const OTHER = 'y'.repeat(40) + 'Cd2';

beforeEach(() => shopStore.set(languageAtom, 'ita'));

describe('the newsletter confirmation page', () => {
  it('confirms the subscription of the mailed link, with one call', async () => {
    const sent = serve({ confirmNewsletter: { error: false, message: 'Iscrizione alla newsletter confermata' } });
    renderAt(`/account/newsletter?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Iscrizione alla newsletter confermata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri la collezione' })).toHaveAttribute('href', '/items');
    expect(sent).toEqual([{ action: 'confirmNewsletter', body: { token: TOKEN } }]);
  });

  it('says a used or old link is not valid, in English too', async () => {
    serve({ confirmNewsletter: { error: true, message: 'The confirmation link is not valid, has already been used or has expired' } });
    shopStore.set(languageAtom, 'eng');
    renderAt(`/account/newsletter?token=${OTHER}`);
    expect(await screen.findByRole('heading', { name: 'This confirmation link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(/use the newsletter box at the bottom of the page/)).toBeInTheDocument();
  });

  it('asks nothing for a link without a well-formed token', () => {
    const sent = serve({});
    renderAt('/account/newsletter?token=corto');
    expect(screen.getByRole('heading', { name: 'Questo link di conferma non è valido' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
