import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Button } from './button';
import { setDocumentBrand, useDocumentTitle } from './document-title';
import { EmptyState } from './empty-state';
import { NotFound } from './not-found';
import { ShopProviders } from './shop-providers';
import { Skeleton } from './skeleton';

function Titled({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('UI kit', () => {
  it('Button blocks clicks and says it is busy while an action runs', () => {
    const onClick = jest.fn();
    render(
      <ShopProviders>
        <Button busy onClick={onClick}>
          Invia richiesta
        </Button>
      </ShopProviders>,
    );
    const button = screen.getByRole('button', { name: 'Invia richiesta' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('EmptyState shows a heading and its text', () => {
    render(<EmptyState title="Nessun capo disponibile">Prova un&apos;altra ricerca</EmptyState>);
    expect(screen.getByRole('heading', { name: 'Nessun capo disponibile' })).toBeInTheDocument();
  });

  it('Skeleton is hidden from assistive technology', () => {
    render(<Skeleton variant="image" />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });

  it('NotFound links home and titles the document', () => {
    setDocumentBrand('Atelier Lanterna');
    const { unmount } = render(
      <ShopProviders>
        <MemoryRouter>
          <NotFound />
        </MemoryRouter>
      </ShopProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Pagina non trovata · Atelier Lanterna');
    unmount();
    expect(document.title).toBe('Atelier Lanterna');
  });

  it('useDocumentTitle lets the latest page title win', () => {
    setDocumentBrand('Atelier Lanterna');
    const { rerender } = render(<Titled title="Carrello" />);
    expect(document.title).toBe('Carrello · Atelier Lanterna');
    rerender(<Titled title="Il mio carrello (2)" />);
    expect(document.title).toBe('Il mio carrello (2) · Atelier Lanterna');
  });
});
