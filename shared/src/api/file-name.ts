/** Drops folders and control characters: only a bare file name may reach `<a download>`. */
function bareName(name: string | undefined): string | null {
  const base = name?.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 32 && char !== '\u007f')
    .join('')
    .trim();
  return clean && clean !== '.' && clean !== '..' ? clean : null;
}

/**
 * The file name a Content-Disposition header gives: the RFC 5987 `filename*=UTF-8''...` first, else
 * `filename="..."` (or unquoted), reduced to a bare name; null when there is none.
 */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim();
  if (extended) {
    const encoded = /^[\w!#$%&+^`{}~-]*'[^']*'(.*)$/.exec(extended)?.[1] ?? extended;
    try {
      const name = bareName(decodeURIComponent(encoded.replace(/^"|"$/g, '')));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(disposition);
  if (!plain) return null;
  return bareName(plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]);
}
