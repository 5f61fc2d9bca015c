import { act, screen } from '@testing-library/react';
import { emit, sessionAtom, shopStore, type User } from '@shop/shared';
import { renderWithShell } from '../testing/render-shell';
import { GreetingBar } from './greeting-bar';

const user = { email: 'demo@shop.test', name: 'Giulia', surname: 'Rossi' } as User;

describe('the greeting bar', () => {
  it("greets the customer of session:changed, the account's own session untouched", () => {
    emit('session:changed', { loggedIn: false, user: null, restoring: false });
    renderWithShell(<GreetingBar />);
    expect(screen.queryByTestId('greeting-bar')).not.toBeInTheDocument();

    act(() => emit('session:changed', { loggedIn: true, user, restoring: false }));
    expect(screen.getByTestId('greeting-bar')).toHaveTextContent('Ciao, Giulia');
    expect(shopStore.get(sessionAtom).loggedIn).toBe(false);

    act(() => emit('session:changed', { loggedIn: false, user: null, restoring: true }));
    expect(screen.queryByTestId('greeting-bar')).not.toBeInTheDocument();
  });

  it('greets by email a customer without a name, announced before it was mounted', () => {
    emit('session:changed', { loggedIn: true, user: { ...user, name: '' }, restoring: false });
    renderWithShell(<GreetingBar />);
    expect(screen.getByTestId('greeting-bar')).toHaveTextContent('Ciao, demo@shop.test');
  });
});
