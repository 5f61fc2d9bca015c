import { contractSteps } from '@shop/shared/contract-steps';
// The global styles come with the page's first stylesheet, so the frame the server sends is drawn before any code runs.
import './styles/fonts';
import '@shop/shared/tokens.css';
import './styles/reset.css';
import './styles/boot-frame.css';

/** Lets the browser paint and handle input between the start-up steps. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 0));

// Start-up in steps, each its own task: React, the shared library's contracts one module at a time
// (zod comes with the first), the rest of the library, then the application itself. One long task
// would keep a phone's main thread busy for the whole start-up.
async function start() {
  await import('react-dom/client');
  await pause();
  for (const step of contractSteps) {
    await step();
    await pause();
  }
  await import('@shop/shared');
  await pause();
  await import('./bootstrap');
}

void start();
