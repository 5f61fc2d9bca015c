/**
 * Rich text and what the one allow-list (RICH_TEXT) leaves of it. The server's sanitiser and the
 * content remote's must both give exactly this: a test on each side reads these samples.
 */
export const RICH_TEXT_SAMPLES: readonly { html: string; kept: string }[] = [
  {
    html: '<h2>Taglie</h2><p>In <strong>cm</strong>, <a href="/contact">scrivici</a>.</p>',
    kept: '<h2>Taglie</h2><p>In <strong>cm</strong>, <a href="/contact">scrivici</a>.</p>',
  },
  {
    html: '<figure><img src="/media/content/a.svg" alt="Lino" width="600" height="400" loading="lazy"><figcaption>Lino</figcaption></figure>',
    kept: '<figure><img src="/media/content/a.svg" alt="Lino" width="600" height="400" loading="lazy"><figcaption>Lino</figcaption></figure>',
  },
  {
    html: '<p>Scegli<select><option>S</option></select> la taglia<textarea>x</textarea></p>',
    kept: '<p>Scegli la taglia</p>',
  },
  {
    html: '<p>Scrivi a <a href="mailto:assistenza@shop.test">noi</a> o <a href="ftp://example.com/x">qui</a></p>',
    kept: '<p>Scrivi a <a href="mailto:assistenza@shop.test">noi</a> o <a>qui</a></p>',
  },
  {
    html: '<table><caption>Misure</caption><tbody><tr><th scope="row" style="color:red">M</th><td colspan="2">42</td></tr></tbody></table>',
    kept: '<table><caption>Misure</caption><tbody><tr><th scope="row">M</th><td colspan="2">42</td></tr></tbody></table>',
  },
];
