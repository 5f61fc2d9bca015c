import { inLanguage, languageOfQuery, paths } from './paths';
import { knownSectionOf, matchStorefrontRoute, storefrontRoutes } from './route-table';

const routeOf = (pathname: string) => {
  const match = matchStorefrontRoute(pathname);
  return match && `${match.route.remote}:${match.route.id}`;
};

describe('the storefront route table', () => {
  it.each([
    ['/', 'cms:home'],
    ['/ita', 'cms:homeIta'],
    ['/it', 'cms:homeIta'],
    ['/eng', 'cms:homeEng'],
    ['/en', 'cms:homeEng'],
    ['/contact', 'cms:contact'],
    ['/spedizioni-e-resi', 'cms:shipping'],
    ['/wa/default', 'cms:legacyContent'],
    ['/Apps/WebObjects/Shop.woa/wa/viewSection', 'cms:legacyContent'],
    ['/wa/viewSite', 'cms:legacyContent'],
    ['/items', 'catalog:items'],
    ['/items/search/giacca', 'catalog:items'],
    ['/items/modulo/M1/L2', 'catalog:items'],
    ['/items/detail/42', 'catalog:items'],
    ['/account', 'account:account'],
    ['/account/password-restore/demo@shop.test', 'account:account'],
    ['/cart', 'cart:cart'],
    ['/cart/checkout', 'cart:cart'],
    ['/Apps/WebObjects/Shop.woa/wa/CartAction/ok', 'cart:paymentOk'],
    ['/wa/CartAction/ko', 'cart:paymentKo'],
  ])('sends %s to %s', (pathname, expected) => {
    expect(routeOf(pathname)).toBe(expected);
  });

  it.each(['/nowhere', '/wa/unknownAction', '/Apps/WebObjects/Shop/wa/default', '/itemsx'])(
    'leaves %s to the catch-all page',
    (pathname) => {
      expect(matchStorefrontRoute(pathname)).toBeNull();
    },
  );

  it('reads the application name of the prefixed legacy paths', () => {
    expect(matchStorefrontRoute('/Apps/WebObjects/Bottega.woa/wa/CartAction/ok')?.params).toEqual({ app: 'Bottega' });
  });

  it('presets the language on the home routes only', () => {
    const presets = storefrontRoutes
      .filter((route) => route.language)
      .flatMap((route) => route.paths.map((path) => `${path}=${route.language}`));
    expect(presets).toEqual(['/ita=ita', '/it=ita', '/eng=eng', '/en=eng']);
  });

  it('knows the sections of SPEC section 2', () => {
    expect(knownSectionOf('/items/promo')).toBe('items/promo');
    expect(knownSectionOf('/items/detail/4')).toBe('items');
    expect(knownSectionOf('/account/login')).toBe('account');
    expect(knownSectionOf('/about')).toBeNull();
  });
});

describe('path builders', () => {
  it('build links that the route table sends to the right remote', () => {
    expect(paths.itemDetail(42)).toBe('/items/detail/42');
    expect(paths.itemsSearch('giacca blu')).toBe('/items/search/giacca%20blu');
    expect(paths.itemsModulo('M1', 'L2')).toBe('/items/modulo/M1/L2');
    expect(paths.accountLogin('/cart/checkout')).toBe('/account/login?redirect=%2Fcart%2Fcheckout');
    expect(paths.passwordRestore()).toBe('/account/password-restore');
    expect(routeOf(paths.itemDetail(42))).toBe('catalog:items');
    expect(routeOf(paths.checkout())).toBe('cart:cart');
    expect(routeOf(paths.paymentReturn('ok'))).toBe('cart:paymentOk');
    expect(routeOf(paths.home('eng'))).toBe('cms:homeEng');
  });
});

describe('the language of a shared link', () => {
  it('reads ?lang= and writes English links with it', () => {
    expect(languageOfQuery('?lang=en')).toBe('eng');
    expect(languageOfQuery('page=2&lang=EN')).toBe('eng');
    expect(languageOfQuery('?lang=it')).toBe('ita');
    expect(languageOfQuery('?lang=fr')).toBeNull();
    expect(languageOfQuery('')).toBeNull();
    expect(inLanguage('/items/detail/4', 'eng')).toBe('/items/detail/4?lang=en');
    expect(inLanguage('/items/outlet?page=2', 'eng')).toBe('/items/outlet?page=2&lang=en');
    expect(inLanguage('/items/outlet', 'ita')).toBe('/items/outlet');
  });
});
