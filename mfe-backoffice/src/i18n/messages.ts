import { defineCatalogue } from '@shop/shared';

export const backofficeMessages = defineCatalogue(
  {
    'backoffice.section': 'Back-office catalogo',
    'backoffice.articles': 'Articoli',
    'backoffice.article': 'Articolo {id}',
    'backoffice.toList': 'Torna agli articoli',
  },
  {
    'backoffice.section': 'Catalogue back-office',
    'backoffice.articles': 'Articles',
    'backoffice.article': 'Article {id}',
    'backoffice.toList': 'Back to the articles',
  },
);
