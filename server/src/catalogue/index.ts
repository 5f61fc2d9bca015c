/**
 * The catalogue module's public face: what the rest of the server may use of it. Everything else in
 * catalogue/ is its own business (lint holds it).
 */
export { SearchWordCollector } from './data/search-words';
export type { Silhouette } from './media/silhouettes';
export { firstAnswers } from './pages/first-answers';
export { describePage } from './pages/page-facts';
export { storefrontHead } from './pages/page-head';
export { startCatalogueCache } from './read/catalogue-cache';
export { pageInMemory } from './read/paging';
export { registerApiRead } from './routes/api-read';
export { registerApiSuggest } from './routes/api-suggest';
export { registerApiWrite } from './routes/api-write';
export { registerMedia } from './routes/media';
export { registerPhotos } from './routes/photos';
export { UPLOAD_WINDOW_MS } from './media/photo-receive';
export { registerSitemap } from './routes/sitemap';
export { registerStaffRead } from './routes/staff-read';
export { headTags, withPageMeta } from './seo/head-tags';
export { iconIco, iconPng, iconSvg } from './seo/shop-icon';
export { SHOP_COLOURS, SHOP_NAME, pageLanguage, siteTexts } from './seo/site';
export { SitemapCache } from './seo/sitemap';
