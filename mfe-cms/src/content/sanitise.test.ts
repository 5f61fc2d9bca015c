import { sanitiseHtml } from './sanitise';

describe('sanitiseHtml in the page', () => {
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
});
