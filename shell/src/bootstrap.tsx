import { keepFirstView, remoteNames, restoreSession, startCartSync } from '@shop/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startRemotes } from './federation/remotes';
import { applyLanguagePreset } from './routing/language-preset';

const storefrontRemotes = remoteNames.filter((name) => name !== 'backoffice');

applyLanguagePreset(window.location.pathname, window.location.search);
// The manifest also gives the API base: the session is checked once it is known.
// A logged-in customer's cart is then kept on the server as it changes.
void startRemotes(storefrontRemotes)
  .then(() => restoreSession())
  .then(() => startCartSync());

const root = document.getElementById('root');
if (root) {
  keepFirstView(root);
  const reactRoot = createRoot(root);
  // As a transition the first render is cut into short slices, so the page stays responsive while it builds.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
