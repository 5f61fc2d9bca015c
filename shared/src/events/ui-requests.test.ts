import type { AlertRequest } from './event-map';
import { on } from './shop-events';
import { askConfirm, openContentModal, showToast, startLoading } from './ui-requests';

describe('interface requests', () => {
  it('askConfirm asks for OK/Annulla and resolves with the answer', async () => {
    let request: AlertRequest | undefined;
    const off = on('ui:alert', (payload) => {
      request = payload;
    });
    const answer = askConfirm('Vuoi davvero uscire?');
    off();
    expect(request).toMatchObject({ message: 'Vuoi davvero uscire?', confirm: true });
    request?.onClose?.(true);
    await expect(answer).resolves.toBe(true);
  });

  it('startLoading turns its overlay entry on, then off once', () => {
    const events: { id: string; active: boolean }[] = [];
    const off = on('ui:loading', (payload) => events.push(payload));
    const stop = startLoading();
    stop();
    stop();
    off();
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({ id: events[1]?.id, active: true });
    expect(events[1]?.active).toBe(false);
  });

  it('showToast and openContentModal emit their events', () => {
    const toasts = jest.fn();
    const modals = jest.fn();
    const offToast = on('ui:toast', toasts);
    const offModal = on('ui:content-modal', modals);
    showToast('Carrello aggiornato', 'success');
    openContentModal('taglie');
    offToast();
    offModal();
    expect(toasts).toHaveBeenCalledWith({ message: 'Carrello aggiornato', severity: 'success', keepOnNavigation: false });
    expect(modals).toHaveBeenCalledWith({ name: 'taglie' });
  });
});
