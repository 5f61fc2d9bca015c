import type { meta as ita } from '../ita/meta';
import type { Translation } from '../translation';

export const meta: Translation<typeof ita> = {
  description: 'Clothing made in Italy: collection, new arrivals, outlet and promotions. Free, sustainable packaging.',
  page: 'Page {page}',
  listDescription: '{title}: {count} garments made in Italy, prices including VAT.',
  listDescriptionPage: '{title}, page {page} of {pages}: {count} garments made in Italy, prices including VAT.',
  productDescription: '{title}, {family} made in Italy.',
  productPrice: '{price} including VAT, free packaging.',
  home: 'Home',
  notFound: 'Page not found',
  'title.account': 'My account',
  'title.account.create': 'Create account',
  'title.account.view': 'Edit account',
  'title.account.success': 'Account created',
  'title.account.orders': 'My orders',
  'title.account.login': 'Sign in',
  'title.account.passwordRestore': 'Recover your password',
  'title.cart': 'Cart',
  'title.cart.checkout': 'Confirm your order',
  'title.favourites': 'Favourites',
  'title.payment.ok': 'Thank you for your purchase',
  'title.payment.ko': 'Purchase failed',
  'title.contact': 'Contact us',
  'title.shippingAndReturns': 'Shipping and returns',
};
