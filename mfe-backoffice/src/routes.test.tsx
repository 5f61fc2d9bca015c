import { act, screen } from '@testing-library/react';
import { languageAtom, shopStore } from '@shop/shared';
import { setStaffSessionId } from './staff/session';
import { renderAt } from './test-support';

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
  setStaffSessionId(null);
});

describe('the back-office routes', () => {
  it('refuse every staff page without a staff session, with a link to the login', () => {
    for (const path of ['/', '/articolo/12', '/contenuti']) {
      const { unmount } = renderAt(path);
      expect(screen.getByRole('alert')).toHaveTextContent('Accesso negato, effettua nuovamente il login');
      expect(screen.getByRole('link', { name: 'Vai al login' })).toHaveAttribute('href', '/login');
      unmount();
    }
  });

  it('show the staff login in the interface language', () => {
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Accesso staff' })).toBeInTheDocument();
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  });

  it('take no session id from the address: a link carrying one still asks for the login', () => {
    window.sessionStorage.clear();
    renderAt('/contenuti?wosid=abcdefabcdefabcdef');
    expect(window.sessionStorage.getItem('wosid')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Accesso negato');
  });

  it('show the error state when the server cannot be reached', async () => {
    window.sessionStorage.setItem('wosid', 'abcdefabcdefabcdef');
    renderAt('/contenuti');
    expect(screen.getByRole('navigation', { name: 'Back-office' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    window.sessionStorage.clear();
  });
});
