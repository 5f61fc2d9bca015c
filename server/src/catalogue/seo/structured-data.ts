import { localName, shareImage } from '@shop/shared/catalogue';
import { articoloTitle, localeOf, type Articolo, type LanguageCode } from '@shop/shared/contracts';
import { decimalString, toCents } from '@shop/shared/money';
import { paths } from '@shop/shared/paths';
import type {
  BreadcrumbList,
  ItemList,
  Organization,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { absoluteAsset, absoluteUrl, SHOP_NAME, siteTexts } from './site';

/** One JSON-LD block of a page (schema.org, as search engines read it). */
export type StructuredData = WithContext<Organization | WebSite | Product | BreadcrumbList | ItemList>;

/** The placeholder of the site search's address (schema.org SearchAction). */
const SEARCH_TERM = 'search_term_string';

/** The home's blocks: the shop as an organisation, and the site with its search (/items/search/{keyword}). */
export function homeData(origin: string, language: LanguageCode, logo: string): StructuredData[] {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${paths.itemsSearch('')}{${SEARCH_TERM}}` },
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', name: SHOP_NAME, url: `${origin}/`, logo: absoluteAsset(origin, logo) },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SHOP_NAME,
      url: `${origin}/`,
      inLanguage: localeOf(language),
      potentialAction: search,
    },
  ];
}

/** A product's description for search results: its own description note, else the page's. */
export const productNote = (article: Articolo): string | null =>
  article.notes.find((note) => note.codClasseNota === 'B2C_D')?.desNota ?? article.desNota ?? null;

/**
 * A product page's blocks: the Product with its Offer (the sale price in euro from the cents, stock
 * as InStock or OutOfStock), and the trail home › family › product.
 */
export function productData(origin: string, language: LanguageCode, article: Articolo, description: string): StructuredData[] {
  const url = absoluteUrl(origin, paths.itemDetail(article.id), language);
  const name = articoloTitle(article);
  const family = localName(article.famigliaArticolo.desFamigliaArticolo, language);
  // Its photos as JPEGs (every reader takes them), and the drawings of colours without any.
  const images = [...new Set(article.immagini.map((image) => absoluteAsset(origin, shareImage(image))))];
  const product: WithContext<Product> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    sku: article.codArticolo,
    image: images,
    category: family,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    url,
  };
  if (article.prezzo) {
    product.offers = {
      '@type': 'Offer',
      url,
      price: decimalString(toCents(article.prezzo.prezzoVendita)),
      priceCurrency: 'EUR',
      availability: article.soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    };
  }
  const trail: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: siteTexts[language].home, item: absoluteUrl(origin, paths.home(), language) },
      {
        '@type': 'ListItem',
        position: 2,
        name: family,
        item: absoluteUrl(origin, paths.itemsFamiglia(article.codFamigliaArticolo), language),
      },
      { '@type': 'ListItem', position: 3, name, item: url },
    ],
  };
  return [product, trail];
}

/** A list page's block: its products in the page's order, numbered from the page's first place. */
export function listData(origin: string, language: LanguageCode, name: string, articles: Articolo[], first: number): StructuredData[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name,
      numberOfItems: articles.length,
      itemListElement: articles.map((article, index) => ({
        '@type': 'ListItem',
        position: first + index,
        name: articoloTitle(article),
        url: absoluteUrl(origin, paths.itemDetail(article.id), language),
      })),
    },
  ];
}

/** JSON-LD as a script element: no `<` in it can end the element early. */
export const jsonLdScript = (data: StructuredData): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')}</script>`;
