import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('leaves nothing that could end a text or an attribute, or start a tag or an entity', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Già «fatto» – 100%')).toBe('Già «fatto» – 100%');
  });
});
