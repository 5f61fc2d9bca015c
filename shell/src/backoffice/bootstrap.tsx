import '../styles/fonts';
import '@shop/shared/tokens.css';
import '../styles/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startRemotes } from '../federation/remotes';
import { BackofficeApp } from './backoffice-app';

void startRemotes(['backoffice']);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BackofficeApp />
    </StrictMode>,
  );
}
