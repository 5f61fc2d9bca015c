import '@shop/shared/tokens.css';
import { StandaloneApp } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import NewsletterBox from './newsletter-box';
import AccountRoutes from './routes';

// Development only: the account pages (and the newsletter box) without the shell.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StandaloneApp remote="account">
        <AccountRoutes />
        <NewsletterBox />
      </StandaloneApp>
    </StrictMode>,
  );
}
