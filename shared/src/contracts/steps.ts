/**
 * The storefront's contracts module by module, in the order of their index, for a page that starts its
 * code in steps: building the zod schemas is the longest part of the shared library's start-up
 * (about 150 ms on a slow phone, in one piece), and taken one module at a time, each step is short.
 * A test keeps this list equal to the index.
 */
export const contractSteps: (() => Promise<unknown>)[] = [
  () => import('./zod-setup'),
  () => import('./protocol'),
  () => import('./messages'),
  () => import('./common'),
  () => import('./fiscal'),
  () => import('./vat-number'),
  () => import('./vat-treatment'),
  () => import('./buyer-rules'),
  () => import('./catalogue'),
  () => import('./articolo'),
  () => import('./content'),
  () => import('./rich-text'),
  () => import('./filters'),
  () => import('./facets'),
  () => import('./address'),
  () => import('./account'),
  () => import('./registration'),
  () => import('./auth'),
  () => import('./contact'),
  () => import('./search'),
  () => import('./guest'),
  () => import('./cart'),
  () => import('./cart-lines'),
  () => import('./cart-quote'),
  () => import('./payment'),
  () => import('./payment-return'),
  () => import('./order'),
  () => import('./carriers'),
  () => import('./returns'),
  () => import('./restock-notice'),
  () => import('./account-action'),
  () => import('../data'),
  () => import('./invoice'),
];
