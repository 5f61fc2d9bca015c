import type { FirstRead } from '@shop/shared/catalogue';
import type { Articolo, Container, ReadReply } from '@shop/shared/contracts';
import { container } from '@shop/shared/testing';
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
/** The first picture as firstImageOf names it: a silhouette here. */
const shown = (url: string) => ({ image: { url }, sizes: null });
const reply = <T>(...records: T[]): ReadReply<T> => ({ records, pageItems: 1, pages: 1, currentPage: 1, totalCount: 1 });

describe('a product page first screen', () => {
  it('names the family in the page language and escapes what the catalogue says', () => {
    const view = firstView(
      read('detail', 'eng'),
      reply(article('Giacca <b>"Lanterna"</b> & co', 'Giacche/Jackets')),
      shown('/media/a "b".svg'),
    );
    expect(view).toContain('data-language="eng"');
    expect(view).toContain('<p class="boot-eyebrow">Jackets</p>');
    expect(view).toContain('<h1 class="boot-title">Giacca &lt;b&gt;&quot;Lanterna&quot;&lt;/b&gt; &amp; co</h1>');
    expect(view).toContain('<img src="/media/a &quot;b&quot;.svg" alt="Giacca &lt;b&gt;&quot;Lanterna&quot;&lt;/b&gt; &amp; co"');
    expect(view).not.toContain('<b>');
  });

  it('is drawn only for a page with a first picture', () => {
    expect(firstView(read('detail'), reply<Articolo>(), shown('/media/a.svg'))).toBe('');
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
    const view = firstView(list, reply(...['A1', 'A2', 'A3', 'A4', 'A5'].map(withPicture)), shown('/media/A1.svg'));
    expect(view).toContain('<p class="boot-eyebrow">Catalogue</p><h1 class="boot-title">Results for “&lt;b&gt;”</h1>');
    expect(view).toContain('<div class="boot-tools"></div>');
    expect(view.match(/<img /g)).toHaveLength(4);
    // Each named as the page names it (here by the article's name: drawings have no description of their own).
    expect(view).toContain('<img src="/media/A1.svg" alt="A1" width="400" height="600" fetchpriority="high">');
    expect(view).toContain('<img src="/media/A4.svg" alt="A4" width="400" height="600" loading="lazy">');
    expect(view).not.toContain('A5');
  });

  it("draws each card in the colour the shopper chose, else in one the search's words name, as the page does", () => {
    const twoColours = (code: string) =>
      ({
        ...article(code, 'Giacche/Jackets'),
        codArticolo: code,
        immagini: [
          { url: `/media/${code}/NER.svg`, codColore: 'NER' },
          { url: `/media/${code}/BLN.svg`, codColore: 'BLN' },
        ],
      }) as unknown as Articolo;
    const searched = { ...reply(twoColours('A1'), twoColours('A2')), coloriCercati: ['AVI', 'BLN'] };
    const view = firstView(read('list'), searched, shown('/media/A1/BLN.svg'));
    expect(view).toContain('<img src="/media/A1/BLN.svg"');
    expect(view).toContain('<img src="/media/A2/BLN.svg"');
    expect(view).not.toContain('NER.svg');
    // A colour chosen in the filters comes first.
    expect(firstView({ ...read('list'), colours: ['NER'] }, searched, shown('/media/A1/NER.svg'))).not.toContain('BLN.svg');
    // Without a colour word, each card shows its first colour.
    expect(firstView(read('list'), reply(twoColours('A1')), shown('/media/A1/NER.svg'))).toContain('<img src="/media/A1/NER.svg"');
  });
});

describe("the home's first screen", () => {
  const slide = (rest: Partial<Container>) =>
    container({
      id: 3,
      title: 'Saldi <i>"finali"</i>',
      description: '<p>Fino al 50%<script>alert(1)</script></p>',
      multimedia: { url: '/media/b.svg' },
      ...rest,
    });
  const home = (first: Container, rest: Partial<Container> = {}, carousel: Partial<Container> = {}) =>
    container({
      id: 1,
      showTitle: false,
      containers: [container({ id: 2, directActionName: 'BlockSwiper', containers: [first], ...carousel })],
      ...rest,
    });
  const content = read('content');

  it("draws the carousel's first slide: picture, title, sanitised text and its link, in the page's language", () => {
    const view = firstView(content, reply(home(slide({ route: '/items/promo' }))), shown('/media/b.svg'));
    expect(view).toContain('data-language="ita" lang="it"');
    expect(view).toContain('<h1><span class="boot-hidden">Atelier Lanterna, la nuova collezione</span></h1>');
    expect(view).toContain('<img class="boot-slide-image" src="/media/b.svg" alt="" fetchpriority="high">');
    expect(view).toContain('<h2 class="boot-slide-title">Saldi &lt;i&gt;&quot;finali&quot;&lt;/i&gt;</h2>');
    expect(view).toContain('<div class="boot-slide-text"><p>Fino al 50%</p></div>');
    expect(view).toContain(
      '<a class="boot-cta" href="/items/promo">Scopri<span class="boot-hidden"> Saldi &lt;i&gt;&quot;finali&quot;&lt;/i&gt;</span></a>',
    );
    expect(view).not.toContain('script');
    const english = firstView(read('content', 'eng'), reply(home(slide({ externalLink: 'https://example.com/a"b' }))), null);
    expect(english).toContain('lang="en"');
    expect(english).toContain('<a class="boot-cta" href="https://example.com/a&quot;b" target="_blank" rel="noopener noreferrer">Discover');
  });

  it('leaves to the page a home that starts with anything else', () => {
    const plain = slide({});
    expect(firstView(content, reply(home(plain)), null)).toContain('boot-slide');
    expect(firstView(content, reply(home(plain, { description: '<p>Benvenuti</p>' })), null)).toBe('');
    expect(firstView(content, reply(home(plain, { showTitle: true, title: 'Home' })), null)).toBe('');
    expect(firstView(content, reply(home(plain, {}, { showTitle: true, title: 'In vetrina' })), null)).toBe('');
    expect(firstView(content, reply(home(plain, {}, { directActionName: 'BlockIntroduction' })), null)).toBe('');
    expect(firstView(content, reply(home({ ...plain, published: false })), null)).toBe('');
    expect(firstView(content, reply<Container>(), null)).toBe('');
  });
});

describe("a content page's first screen", () => {
  const page = read('page', 'eng');

  it('draws its title and its sanitised text, as the page frame lays them out', () => {
    const terms = container({
      id: 7,
      title: 'Terms <i>"of sale"</i>',
      description: '<h2>Scope</h2><p>These terms<script>alert(1)</script> govern <a href="/contact" onclick="x()">the sale</a>.</p>',
    });
    const view = firstView(page, reply(terms), null);
    expect(view).toContain('data-language="eng" lang="en"');
    expect(view).toContain(
      '<div class="boot-content"><div class="boot-head"><h1 class="boot-title">Terms &lt;i&gt;&quot;of sale&quot;&lt;/i&gt;</h1></div>',
    );
    expect(view).toContain(
      '<div class="boot-rich boot-text"><h2>Scope</h2><p>These terms govern <a href="/contact">the sale</a>.</p></div>',
    );
    expect(view).not.toMatch(/script|onclick/);
  });

  it('keeps the title for screen readers when the page shows none, and draws nothing for an empty page', () => {
    const untitled = firstView(
      page,
      reply(container({ id: 8, title: 'Contatti', showTitle: false, description: '<p>Scrivici</p>' })),
      null,
    );
    expect(untitled).toContain(
      '<div class="boot-content boot-untitled"><h1><span class="boot-hidden">Contatti</span></h1><div class="boot-rich boot-text"><p>Scrivici</p></div></div>',
    );
    expect(firstView(page, reply(container({ id: 9, title: 'Vuota', showTitle: false })), null)).toBe('');
    // A page that starts with an introduction block (the contact page): the introduction is drawn too.
    const intro = container({
      id: 11,
      directActionName: 'BlockIntroduction',
      title: 'Come possiamo <b>aiutarti</b>?',
      description: '<p>Rispondiamo</p>',
    });
    const contact = firstView(page, reply(container({ id: 10, title: 'Contatti', containers: [intro] })), null);
    expect(contact).toContain(
      '<div class="boot-page-blocks"><section class="boot-intro"><h2 class="boot-intro-title">Come possiamo &lt;b&gt;aiutarti&lt;/b&gt;?</h2><div class="boot-rich boot-intro-text"><p>Rispondiamo</p></div></section></div>',
    );
    const form = container({ id: 12, directActionName: 'BlockContact', title: 'Scrivici' });
    expect(firstView(page, reply(container({ id: 10, title: 'Contatti', containers: [form] })), null)).not.toContain('Scrivici');
    expect(firstView(page, reply<Container>(), null)).toBe('');
  });
});
