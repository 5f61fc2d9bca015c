// The global styles come with the page's first stylesheet, so the frame the server sends is drawn before any code runs.
import './styles/fonts';
import '@shop/shared/tokens.css';
import './styles/reset.css';
import './styles/boot-frame.css';
import { dropForeignFirstView } from './first-view';
import { painted, pause } from './start-up';

dropForeignFirstView();

// Start-up in steps, each its own task, after the first paint: React, then the shared library, then the application itself.
// One long task would keep a phone's main thread busy for the whole start-up.
async function start() {
  await painted();
  await import('react-dom/client');
  await pause();
  await import('@shop/shared');
  await pause();
  await import('./bootstrap');
}

void start();
