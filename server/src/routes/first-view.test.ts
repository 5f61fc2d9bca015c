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

  it('is drawn only for a page with a first picture, never for the home', () => {
    expect(firstView(read('content'), reply(article('Giacca', 'Giacche/Jackets')), '/media/a.svg')).toBe('');
    expect(firstView(read('detail'), reply(), '/media/a.svg')).toBe('');
    expect(firstView(read('list'), reply(article('Giacca', 'Giacche/Jackets')), null)).toBe('');
  });
});

describe('a list page first screen', () => {
  const withPicture = (code: string) =>
    ({
      ...article(code, 'Giacche/Jackets'),
      codArticolo: code,
      immagini: [{ url: `/media/${code}.svg`, codColore: 'NER' }],
    }) as unknown as Articolo;

  it('has the title, room for the tools and the first four pictures, only the first asked for at once', () => {
    const list = { ...read('list', 'eng'), title: 'Results for “<b>”' };
    const view = firstView(list, reply(...['A1', 'A2', 'A3', 'A4', 'A5'].map(withPicture)), '/media/A1.svg');
    expect(view).toContain('<p class="boot-eyebrow">Catalogue</p><h1 class="boot-title">Results for “&lt;b&gt;”</h1>');
    expect(view).toContain('<div class="boot-tools"></div>');
    expect(view.match(/<img /g)).toHaveLength(4);
    expect(view).toContain('<img src="/media/A1.svg" alt="" width="400" height="600" fetchpriority="high">');
    expect(view).toContain('<img src="/media/A4.svg" alt="" width="400" height="600" loading="lazy">');
    expect(view).not.toContain('A5');
  });
});
