import { RICH_TEXT_SAMPLES } from '@shop/shared/testing';
import { safeExternalLink, safeMediaUrl, safeRoute, sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it.each(RICH_TEXT_SAMPLES)('keeps what the shared allow-list keeps, as the page does: $html', ({ html, kept }) => {
    // The same HTML: the page's serialiser writes <img>, this one <img />.
    expect(sanitiseHtml(html)?.replace(/ \/>/g, '>')).toBe(kept);
  });

  it('keeps the rich text a content page needs', () => {
    const html =
      '<h2>Taglie</h2><p>Misure in <strong>cm</strong>, <a href="https://example.com/guida">guida</a>.</p>' +
      '<table><thead><tr><th scope="col">Taglia</th></tr></thead><tbody><tr><td>M</td></tr></tbody></table>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and javascript: or data: URLs', () => {
    const hostile =
      '<p onclick="steal()">Ciao<script>alert(1)</script></p><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">clic</a><a href=" JaVaScRiPt:alert(4)">due</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
      '<img src="data:image/svg+xml;base64,PHN2Zz4="><svg onload="alert(5)"></svg><p style="color:red">testo</p>';
    const safe = sanitiseHtml(hostile) ?? '';
    expect(safe).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|style|data:|<svg/i);
    expect(safe).toContain('<p>Ciao</p>');
    expect(safe).toContain('<p>testo</p>');
    expect(safe).toContain('<a>clic</a>');
  });

  it('makes links that open a new tab safe for the opener', () => {
    expect(sanitiseHtml('<a href="https://example.com" target="_top">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('leaves no content as null', () => {
    expect(sanitiseHtml(null)).toBeNull();
    expect(sanitiseHtml('  ')).toBeNull();
    expect(sanitiseHtml('<script>alert(1)</script>')).toBeNull();
  });
});

describe('container links', () => {
  it('accepts site paths and http(s) addresses only', () => {
    expect(safeRoute('/items/novita')).toBe('/items/novita');
    expect(safeRoute('//evil.example/x')).toBeNull();
    // Browsers drop tabs and line breaks from an address: each of these would lead off-site.
    for (const sneaky of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/ /evil.example', '/\\evil.example'])
      expect(safeRoute(sneaky)).toBeNull();
    expect(safeRoute('/items?page=2#top')).toBe('/items?page=2#top');
    expect(safeRoute('javascript:alert(1)')).toBeNull();
    expect(safeExternalLink('https://www.instagram.com/')).toBe('https://www.instagram.com/');
    expect(safeExternalLink('javascript:alert(1)')).toBeNull();
    expect(safeExternalLink('data:text/html,<script>')).toBeNull();
    expect(safeMediaUrl('/media/content/banner-autunno.svg')).toBe('/media/content/banner-autunno.svg');
    expect(safeMediaUrl('javascript:x')).toBeNull();
  });
});
