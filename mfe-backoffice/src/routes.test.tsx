import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom, sharedInstanceId, shopStore, ShopProviders } from '@shop/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import BackofficeRoutes from './routes';

function renderAt(path: string) {
  return render(
    <ShopProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<BackofficeRoutes />} />
        </Routes>
      </MemoryRouter>
    </ShopProviders>,
  );
}

beforeEach(() => shopStore.set(languageAtom, 'ita'));

describe('the back-office routes', () => {
  it('show the article list and an article, linked back to the list', async () => {
    const user = userEvent.setup();
    renderAt('/articolo/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Articolo 12' })).toBeInTheDocument();
    expect(screen.getByTestId('shared-instance')).toHaveTextContent(sharedInstanceId);
    await user.click(screen.getByRole('link', { name: 'Torna agli articoli' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Articoli' })).toBeInTheDocument();
  });

  it('follows the interface language', () => {
    renderAt('/');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
  });
});
