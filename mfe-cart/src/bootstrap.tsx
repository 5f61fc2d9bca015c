import '@shop/shared/tokens.css';
import { StandaloneApp } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import CartRoutes from './routes';

// Development only: the cart pages without the shell.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp remote="cart">
        <CartRoutes />
      </StandaloneApp>
    </StrictMode>,
  );
}
