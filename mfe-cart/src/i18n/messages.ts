import { defineCatalogue } from '@shop/shared';

export const cartMessages = defineCatalogue(
  {
    'cart.section': 'Carrello',
    'cart.title': 'Il mio carrello ({count})',
    'cart.empty': 'Il carrello è vuoto',
    'cart.continue': 'Continua lo shopping',
    'cart.checkout': 'Conferma ordine',
    'cart.paymentOk': 'Grazie per il tuo acquisto',
    'cart.paymentOk.text': "La conferma dell'ordine arriverà via e-mail.",
    'cart.paymentKo': 'Acquisto fallito',
    'cart.paymentKo.text': 'Purtroppo si è verificato un errore, ti preghiamo di riprovare',
  },
  {
    'cart.section': 'Cart',
    'cart.title': 'My cart ({count})',
    'cart.empty': 'Your cart is empty',
    'cart.continue': 'Continue shopping',
    'cart.checkout': 'Order confirmation',
    'cart.paymentOk': 'Thank you for your purchase',
    'cart.paymentOk.text': 'The order confirmation will arrive by e-mail.',
    'cart.paymentKo': 'Purchase failed',
    'cart.paymentKo.text': 'Unfortunately an error occurred, please try again',
  },
);
