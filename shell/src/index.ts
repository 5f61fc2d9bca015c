// The global styles come with the page's first stylesheet, so the frame the server sends is drawn before any code runs.
import './styles/fonts';
import '@shop/shared/tokens.css';
import './styles/reset.css';
import './styles/boot-frame.css';

import('./bootstrap');
