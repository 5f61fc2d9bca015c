import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { askConfirm, emit, showAlert } from '@shop/shared';
import { renderWithShell } from '../testing/render-shell';
import { AlertHost } from './alert-host';

const navigate = (pathname: string) => act(() => emit('nav:changed', { pathname, search: '' }));

describe('AlertHost', () => {
  it("shows a blocking alert titled 'Attenzione!' by default, closed with OK", async () => {
    const user = userEvent.setup();
    renderWithShell(<AlertHost />);
    act(() => showAlert({ severity: 'warning', message: 'Quantità non disponibile' }));

    const alert = screen.getByRole('alertdialog', { name: /Attenzione!/ });
    expect(alert).toHaveAccessibleDescription('Quantità non disponibile');
    expect(alert).toHaveAttribute('data-severity', 'warning');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Annulla' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("titles a success 'Fatto', never 'Attenzione!'", async () => {
    const user = userEvent.setup();
    renderWithShell(<AlertHost />);
    act(() => showAlert({ severity: 'success', message: 'Registrazione completata' }));
    const alert = screen.getByRole('alertdialog', { name: /Fatto/ });
    expect(alert).not.toHaveAccessibleName(/Attenzione/);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for confirmation with OK and Annulla', async () => {
    const user = userEvent.setup();
    renderWithShell(<AlertHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = askConfirm("Sei sicuro di voler eliminare l'articolo dal carrello?", { title: 'Elimina articolo' });
    });
    expect(screen.getByRole('alertdialog', { name: /Elimina articolo/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = askConfirm('Vuoi davvero uscire?');
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBe(true);
  });

  it('closes on Escape, answering no', async () => {
    const user = userEvent.setup();
    renderWithShell(<AlertHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = askConfirm('Vuoi davvero uscire?');
    });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(answer).resolves.toBe(false);
  });

  it('shows alerts one at a time, in order', async () => {
    const user = userEvent.setup();
    renderWithShell(<AlertHost />);
    act(() => {
      showAlert({ message: 'Primo' });
      showAlert({ message: 'Secondo', severity: 'error' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByText('Primo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Secondo')).toBeInTheDocument();
  });

  it('resets on navigation, except an alert kept for a redirect', () => {
    renderWithShell(<AlertHost />);
    act(() => showAlert({ message: 'Sparisce' }));
    navigate('/items');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => showAlert({ message: "Devi aver effettuato l'accesso", keepOnNavigation: true }));
    navigate('/account/login');
    expect(screen.getByRole('alertdialog')).toHaveTextContent("Devi aver effettuato l'accesso");
    navigate('/items');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
