/**
 * Characters no shop path has and browsers treat specially: control characters and whitespace
 * (the URL parser drops tabs and line breaks, so '/\t/evil.example' is '//evil.example', another
 * site), invisible format characters, and backslashes (read as slashes).
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Z}\s\\]/u;

/**
 * The address to go to after signing in, when it is a path of this shop; anything else (another
 * site, //host, a scheme, a path the browser would read differently) gives undefined, and the
 * page goes to its default.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || UNSAFE.test(value) || !value.startsWith('/') || value.startsWith('//')) return undefined;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  // Resolved as the browser would, it must stay on this origin; the path is followed as resolved.
  if (url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
