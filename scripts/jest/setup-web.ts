import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor wait for what the page shows; the default 1 s is too short for a lazy route
// on a loaded machine. This is only how long they wait before they fail.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no modal dialogs. This gives <dialog> what the shop's DialogLayer calls: showModal()
// and close() with its 'close' event, and Escape as a cancelable 'cancel' (closing unless
// prevented). The top layer and the inert page behind are the browser's, checked by the journeys.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const escapes = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      if (this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    };
    escapes.set(this, onKeyDown);
    this.addEventListener('keydown', onKeyDown);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    const onKeyDown = escapes.get(this);
    if (onKeyDown) this.removeEventListener('keydown', onKeyDown);
    this.dispatchEvent(new Event('close'));
  };
}
