import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';
import { ShopProviders } from './shop-providers';

let broken = true;

function Fragile() {
  if (broken) throw new Error('secret internal detail');
  return <p>Contenuto</p>;
}

beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('shows its fallback without the error text, and retries', async () => {
    const user = userEvent.setup();
    render(
      <ShopProviders>
        <p>Intestazione</p>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
      </ShopProviders>,
    );
    expect(screen.getByText('Intestazione')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Qualcosa è andato storto');
    expect(screen.queryByText(/secret internal detail/)).not.toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(screen.getByText('Contenuto')).toBeInTheDocument();
  });

  it('uses a custom fallback and clears the error when a reset key changes', async () => {
    const user = userEvent.setup();
    function Page() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => setPath('/b')}>
            Vai
          </button>
          <ErrorBoundary resetKeys={[path]} fallback={() => <p>Non disponibile</p>}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText('Non disponibile')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Vai' }));
    expect(screen.getByText('Contenuto')).toBeInTheDocument();
  });
});
