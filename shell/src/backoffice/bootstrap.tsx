import '../styles/fonts';
import '@shop/shared/tokens.css';
import '../styles/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startRemotes } from '../federation/remotes';
import { applyLanguagePreset } from '../routing/language-preset';
import { BackofficeApp } from './backoffice-app';

// A link to the back-office in English (`?lang=en`) opens it in English, as the storefront's do.
applyLanguagePreset(window.location.pathname, window.location.search);
void startRemotes(['backoffice']);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BackofficeApp />
    </StrictMode>,
  );
}
