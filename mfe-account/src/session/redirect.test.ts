import { safeRedirect } from './redirect';

/** The redirect as the login page reads it from its address (percent-escapes decoded). */
const fromQuery = (query: string) => safeRedirect(new URLSearchParams(query).get('redirect'));

describe('the redirect after signing in', () => {
  it('follows a path of the shop, with its query and fragment', () => {
    expect(fromQuery('redirect=/cart')).toBe('/cart');
    expect(fromQuery(`redirect=${encodeURIComponent('/items/detail/12?colore=NER#taglie')}`)).toBe('/items/detail/12?colore=NER#taglie');
    expect(fromQuery('redirect=/account/orders/%C3%A8')).toBe('/account/orders/%C3%A8');
  });

  it.each([
    ['a tab the browser drops', 'redirect=/%09/evil.example'],
    ['a line feed', 'redirect=/%0a/evil.example'],
    ['a carriage return', 'redirect=/%0d/evil.example'],
    ['a NUL', 'redirect=/%00/evil.example'],
    ['a space', 'redirect=/%20/evil.example'],
    ['leading whitespace', 'redirect=%20/cart'],
    ['a no-break space', 'redirect=/%C2%A0/evil.example'],
    ['a line separator', 'redirect=/%E2%80%A8/evil.example'],
    ['a zero-width space', 'redirect=/%E2%80%8B/evil.example'],
    ['a backslash', 'redirect=/%5Cevil.example'],
    ['backslashes only', 'redirect=%5C%5Cevil.example'],
    ['a protocol-relative address', 'redirect=//evil.example'],
    ['another site', 'redirect=https://evil.example/'],
    ['a script', 'redirect=javascript:alert(1)'],
    ['a relative path', 'redirect=cart'],
    ['nothing', 'redirect='],
    ['no redirect at all', ''],
  ])('refuses %s, so the page goes to its default', (_case, query) => {
    expect(fromQuery(query)).toBeUndefined();
  });
});
