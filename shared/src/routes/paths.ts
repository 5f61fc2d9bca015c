import type { LanguageCode } from '../contracts/common';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A path without its trailing slashes ('/' stays '/', '//' becomes it): the one rule for the shell, the remotes and the server. */
export const cleanPath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);

/** The query parameter of a shared link's language: `?lang=en` opens the page in English. */
export const LANGUAGE_QUERY = 'lang';

const queryLanguages: Record<string, LanguageCode> = { it: 'ita', ita: 'ita', en: 'eng', eng: 'eng' };

/** The language a link's query sets (`?lang=en`, also `it`, `ita`, `eng`); null when it sets none. */
export function languageOfQuery(search: string): LanguageCode | null {
  const value = new URLSearchParams(search).get(LANGUAGE_QUERY);
  return value === null ? null : (queryLanguages[value.trim().toLowerCase()] ?? null);
}

/** A storefront path as a link in one language: Italian is the plain path, English adds `?lang=en`. */
export function inLanguage(path: string, language: LanguageCode): string {
  if (language === 'ita') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=en`;
}

/** Routes of each remote, relative to the path the shell mounts it at. */
export const catalogRoutes = {
  collection: '',
  search: 'search/:keyword',
  category: 'category/:codCategoriaMerceologica',
  modulo: 'modulo/:codModuloSdo',
  moduloLinea: 'modulo/:codModuloSdo/:codLinea',
  linea: 'linea/:codLinea',
  famiglia: 'famiglia/:codFamigliaArticolo',
  promo: 'promo',
  outlet: 'outlet',
  novita: 'novita',
  favorites: 'favorites',
  detail: 'detail/:id',
  restockNotice: 'restock-notice',
} as const;

export const accountRoutes = {
  hub: '',
  create: 'create',
  view: 'view',
  success: 'success',
  orders: 'orders',
  login: 'login',
  passwordRestore: 'password-restore/:email?',
  returns: 'returns/:orderId',
  newsletter: 'newsletter',
} as const;

export const cartRoutes = {
  cart: '',
  checkout: 'checkout',
} as const;

/** Back-office routes, under the back-office mount's own basename. */
export const backofficeRoutes = {
  articles: '',
  article: 'articolo/:id',
  login: 'login',
  contents: 'contenuti',
  invoices: 'fatture',
  orders: 'ordini',
  order: 'ordini/:orderId',
  releases: 'rilasci',
} as const;

/** Typed builders of every storefront link; no hand-written path strings elsewhere. */
export const paths = {
  home: (language?: LanguageCode) => (language ? `/${language}` : '/'),
  contact: () => '/contact',
  shipping: () => '/spedizioni-e-resi',
  items: () => '/items',
  itemsSearch: (keyword: string) => `/items/search/${segment(keyword)}`,
  itemsCategory: (codCategoriaMerceologica: string) => `/items/category/${segment(codCategoriaMerceologica)}`,
  itemsModulo: (codModuloSdo: string, codLinea?: string) =>
    `/items/modulo/${segment(codModuloSdo)}${codLinea ? `/${segment(codLinea)}` : ''}`,
  /** A line's collection (Donna, Uomo): the menu's first entries. */
  itemsLinea: (codLinea: string) => `/items/linea/${segment(codLinea)}`,
  itemsFamiglia: (codFamigliaArticolo: string) => `/items/famiglia/${segment(codFamigliaArticolo)}`,
  itemsPromo: () => '/items/promo',
  itemsOutlet: () => '/items/outlet',
  itemsNovita: () => '/items/novita',
  itemsFavorites: () => '/items/favorites',
  itemDetail: (id: string | number) => `/items/detail/${segment(id)}`,
  /** The page of a restock notice's mail link: the token drops the notice it belongs to. */
  restockNoticeStop: (token: string) => `/items/restock-notice?token=${encodeURIComponent(token)}`,
  account: () => '/account',
  accountCreate: () => '/account/create',
  accountView: () => '/account/view',
  accountSuccess: () => '/account/success',
  accountOrders: () => '/account/orders',
  accountLogin: (redirect?: string) => `/account/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  passwordRestore: (email?: string) => `/account/password-restore${email ? `/${segment(email)}` : ''}`,
  /** An order's returns page, opened from its shipping mail: the key lets a guest read the order and ask for a return. */
  accountReturn: (orderId: string, key: string) => `/account/returns/${segment(orderId)}?key=${encodeURIComponent(key)}`,
  /** The page of a newsletter confirmation link: the token subscribes the address it was mailed to. */
  newsletterConfirm: (token: string) => `/account/newsletter?token=${encodeURIComponent(token)}`,
  cart: () => '/cart',
  checkout: () => '/cart/checkout',
  paymentReturn: (outcome: 'ok' | 'ko') => `/wa/CartAction/${outcome}`,
  legacyContent: (id: number, name?: string) => `/wa/default?id=${id}${name ? `&name=${encodeURIComponent(name)}` : ''}`,
  backofficeArticles: () => '/',
  backofficeArticle: (id: string | number) => `/articolo/${segment(id)}`,
  backofficeLogin: () => '/login',
  backofficeContents: () => '/contenuti',
  backofficeInvoices: () => '/fatture',
  backofficeOrders: () => '/ordini',
  backofficeOrder: (orderId: string) => `/ordini/${segment(orderId)}`,
  backofficeReleases: () => '/rilasci',
} as const;
