import { clip, textOfHtml } from './page-meta';
import { pageLanguage } from './site';
import { isStorefrontPath } from './storefront-paths';

describe('which paths are storefront pages', () => {
  it.each([
    '/',
    '/en',
    '/ita/',
    '/contact',
    '/items',
    '/items/',
    '/items/search/giacca',
    '/items/modulo/M1/L2',
    '/items/detail/42',
    '/items/favorites',
    '/account',
    '/account/password-restore',
    '/account/password-restore/demo@shop.test',
    '/cart/checkout',
    '/wa/default',
    '/Apps/WebObjects/Shop.woa/wa/viewSection',
    '/wa/CartAction/ok',
  ])('%s is one', (path) => expect(isStorefrontPath(path)).toBe(true));

  it.each([
    '/nowhere',
    '/items/nowhere/at/all',
    '/items/detail',
    '/items/detail/1/2',
    '/account/elsewhere',
    '/cart/x',
    '/wa/unknown',
    '/itemsx',
  ])('%s is the catch-all page', (path) => expect(isStorefrontPath(path)).toBe(false));
});

describe('the language a page is sent in', () => {
  it('a language home sets its own, then the link, then Italian', () => {
    expect(pageLanguage('/en', '')).toBe('eng');
    expect(pageLanguage('/ita', 'lang=en')).toBe('ita');
    expect(pageLanguage('/items/detail/4', 'lang=en')).toBe('eng');
    expect(pageLanguage('/items/detail/4', 'lang=xx')).toBe('ita');
    expect(pageLanguage('/', '')).toBe('ita');
  });
});

describe('descriptions', () => {
  it('are plain text from rich text', () => {
    expect(textOfHtml('<p>Lana &amp; seta,&nbsp;<b>made</b> in Italy</p>\n<p>ok</p>')).toBe('Lana & seta, made in Italy ok');
  });

  it('are cut at a word, at most 160 characters', () => {
    const long = 'parola '.repeat(40);
    const cut = clip(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/parola…$/);
    expect(clip('  breve   testo ')).toBe('breve testo');
  });
});
