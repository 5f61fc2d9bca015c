// The storefront page's only script tag: a few hundred bytes, run before anything else the page
// fetches. The application's own entry (in `data-app`) is fetched once the page has been painted.
import { dropForeignFirstView } from './first-view';
import { painted } from './painted';
import { startAfterPaint } from './start-after-paint';

const self = document.currentScript instanceof HTMLScriptElement ? document.currentScript : null;
dropForeignFirstView();
void startAfterPaint(document, self?.dataset.app, painted);
