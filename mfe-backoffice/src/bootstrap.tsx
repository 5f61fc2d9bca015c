import '@shop/shared/tokens.css';
import { StandaloneApp } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import BackofficeRoutes from './routes';

// Development only: the back-office without the shell's mount.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp remote="backoffice">
        <BackofficeRoutes />
      </StandaloneApp>
    </StrictMode>,
  );
}
