import '@shop/shared/tokens.css';
import { StandaloneApp } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import Footer from './footer';
import CmsRoutes from './routes';

// Development only: the content pages (and the footer sections) without the shell.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp remote="cms">
        <CmsRoutes />
        <Footer />
      </StandaloneApp>
    </StrictMode>,
  );
}
