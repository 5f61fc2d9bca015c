import '@shop/shared/tokens.css';
import { StandaloneApp } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CatalogRoutes from './routes';

// Development only: the catalogue on its own page, without the shell.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp remote="catalog">
        <CatalogRoutes />
      </StandaloneApp>
    </StrictMode>,
  );
}
