import { RICH_TEXT_SAMPLES } from '@shop/shared/testing';
import { sanitiseHtml, withoutHandlers } from './sanitise';

describe('sanitiseHtml in the page', () => {
  it.each(RICH_TEXT_SAMPLES)('keeps what the shared allow-list keeps, as the server does: $html', ({ html, kept }) => {
    expect(sanitiseHtml(html)).toBe(kept);
  });

  it('keeps rich text and tables', () => {
    const html =
      '<h2>Taglie</h2><p>In <strong>cm</strong>, <a href="/contact">scrivici</a>.</p><table><tbody><tr><th scope="row">M</th><td>42</td></tr></tbody></table>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops scripts, handlers and javascript: URLs', () => {
    const safe = sanitiseHtml(
      '<p onclick="x()">Ciao<script>alert(1)</script></p><img src="x.svg" onerror="alert(2)"><a href="javascript:alert(3)">a</a>' +
        '<a href="https://example.com" target="_self">b</a><svg onload="alert(4)"><text>c</text></svg><img src="javascript:alert(5)">',
    );
    expect(safe).toBe('<p>Ciao</p><img><a>a</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">b</a>c<img>');
  });

  it('never hands an event-handler attribute to the parser, however it is written', () => {
    const hostile = '<p onmouseover="a()">x</p><img/onerror=b() src=/a.svg><img src="/b.svg"ONLOAD = "c()"><b\tonclick=\'d()\'>y</b>';
    const renamed = withoutHandlers(hostile);
    expect(renamed).not.toMatch(/[\s/"']on[a-z]+\s*=/i);
    expect(sanitiseHtml(hostile)).toBe('<p>x</p><img src="/a.svg"><img src="/b.svg"><b>y</b>');
    // Prose is left alone.
    expect(withoutHandlers('<p>Lavaggio: onde lunghe, tono su tono.</p>')).toBe('<p>Lavaggio: onde lunghe, tono su tono.</p>');
  });
});
