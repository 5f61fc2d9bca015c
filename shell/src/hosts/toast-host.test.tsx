import { act, fireEvent, screen } from '@testing-library/react';
import { emit, showToast } from '@shop/shared';
import { renderWithShell } from '../testing/render-shell';
import { ToastHost, toastDurationMs } from './toast-host';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ToastHost', () => {
  it('shows a toast that leaves after 5 seconds', () => {
    renderWithShell(<ToastHost />);
    act(() => showToast('Carrello aggiornato', 'success'));
    expect(screen.getByRole('button', { name: /Carrello aggiornato/ })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(toastDurationMs - 1));
    expect(screen.getByText('Carrello aggiornato')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Carrello aggiornato')).not.toBeInTheDocument();
    expect(toastDurationMs).toBe(5000);
  });

  it('leaves on click, the others staying', () => {
    renderWithShell(<ToastHost />);
    act(() => {
      showToast('Primo');
      showToast('Secondo');
    });
    fireEvent.click(screen.getByRole('button', { name: /Primo/ }));
    expect(screen.queryByText('Primo')).not.toBeInTheDocument();
    expect(screen.getByText('Secondo')).toBeInTheDocument();
  });

  it('resets on navigation', () => {
    renderWithShell(<ToastHost />);
    act(() => showToast('Carrello aggiornato'));
    act(() => emit('nav:changed', { pathname: '/cart', search: '' }));
    expect(screen.queryByText('Carrello aggiornato')).not.toBeInTheDocument();
  });
});
