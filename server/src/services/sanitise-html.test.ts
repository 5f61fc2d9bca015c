import { sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps formatting, safe links and images', () => {
    const html =
      '<p><strong>Lino</strong> <a href="https://shop.test/a">uno</a> <a href="/items">due</a> <a href="mailto:a@b.it">tre</a></p><img src="https://shop.test/i.jpg" alt="x">';
    expect(sanitiseHtml(html)).toBe(html.replace('alt="x">', 'alt="x" />'));
  });

  it('drops scripts, event handlers and javascript: URLs', () => {
    const out = sanitiseHtml(
      '<p onclick="steal()">ciao<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="boom()">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>ciao</p>');
  });
});
