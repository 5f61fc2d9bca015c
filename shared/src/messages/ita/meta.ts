/**
 * The storefront's page titles and descriptions, for search engines and link previews: what the
 * server writes in a page's head before any remote has loaded.
 */
export const meta = {
  description: 'Abbigliamento made in Italy: collezione, novità, outlet e promozioni. Confezione gratuita e sostenibile.',
  page: 'Pagina {page}',
  listDescription: '{title}: {count} capi made in Italy, prezzi IVA inclusa.',
  listDescriptionPage: '{title}, pagina {page} di {pages}: {count} capi made in Italy, prezzi IVA inclusa.',
  productDescription: '{title}, {family} made in Italy.',
  productPrice: '{price} IVA inclusa, confezione gratuita.',
  home: 'Home',
  notFound: 'Pagina non trovata',
  'title.account': 'Il mio account',
  'title.account.create': 'Crea account',
  'title.account.view': 'Modifica account',
  'title.account.success': 'Account creato',
  'title.account.orders': 'I miei ordini',
  'title.account.login': 'Accedi',
  'title.account.passwordRestore': 'Recupera la password',
  'title.cart': 'Carrello',
  'title.cart.checkout': 'Conferma ordine',
  'title.favourites': 'Preferiti',
  'title.payment.ok': 'Grazie per il tuo acquisto',
  'title.payment.ko': 'Acquisto fallito',
  'title.contact': 'Contattaci',
  'title.shippingAndReturns': 'Spedizioni e resi',
} as const;
