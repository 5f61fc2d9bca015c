import type { FirstRead } from '@shop/shared/catalogue';
import type { Articolo, ReadReply } from '@shop/shared/contracts';
import { firstView } from './first-view';

const read = (kind: FirstRead['kind'], language: FirstRead['language'] = 'ita'): FirstRead => ({
  kind,
  path: 'API/read',
  request: { entity: 'Articolo' },
  language,
  colours: [],
});

/** Only what the first screen reads of an article. */
const article = (name: string, family: string) =>
  ({ desArticolo: name, notes: [], famigliaArticolo: { desFamigliaArticolo: family } }) as unknown as Articolo;
const reply = (...records: Articolo[]): ReadReply<Articolo> => ({ records, pageItems: 1, pages: 1, currentPage: 1, totalCount: 1 });

describe('a product page first screen', () => {
  it('names the family in the page language and escapes what the catalogue says', () => {
    const view = firstView(read('detail', 'eng'), reply(article('Giacca <b>"Lanterna"</b> & co', 'Giacche/Jackets')), '/media/a "b".svg');
    expect(view).toContain('data-language="eng"');
    expect(view).toContain('<p class="boot-eyebrow">Jackets</p>');
    expect(view).toContain('<h1 class="boot-title">Giacca &lt;b&gt;"Lanterna"&lt;/b&gt; &amp; co</h1>');
    expect(view).toContain('<img src="/media/a &quot;b&quot;.svg" alt="Giacca &lt;b>&quot;Lanterna&quot;&lt;/b> &amp; co"');
    expect(view).not.toContain('<b>');
  });

  it('is drawn only for a product with a picture', () => {
    expect(firstView(read('list'), reply(article('Giacca', 'Giacche/Jackets')), '/media/a.svg')).toBe('');
    expect(firstView(read('detail'), reply(), '/media/a.svg')).toBe('');
    expect(firstView(read('detail'), reply(article('Giacca', 'Giacche/Jackets')), null)).toBe('');
  });
});
