import type { Articolo, Container, ReadReply } from '../contracts';
import { container } from '../testing';
import { detailRequest, firstImageOf, firstReadOf, firstSlideOf, homeRequest } from './first-reads';
import { listRequest, parseListQuery } from './list-query';
import { CARD_SIZES, GALLERY_SIZES } from './pictures';

const noQuery = parseListQuery(new URLSearchParams());

describe("a catalogue page's first read", () => {
  it('is the list request the catalogue makes for each list route', () => {
    expect(firstReadOf('/items', '', 'ita')?.request).toEqual(listRequest('collection', {}, [], noQuery, 'ita'));
    expect(firstReadOf('/items/', '', 'eng')?.request).toEqual(listRequest('collection', {}, [], noQuery, 'eng'));
    expect(firstReadOf('/items/outlet', '', 'ita')?.request).toEqual(listRequest('outlet', {}, [], noQuery, 'ita'));
    expect(firstReadOf('/items/modulo/M1/L2', '', 'ita')?.request).toEqual(
      listRequest('modulo', { codModuloSdo: 'M1', codLinea: 'L2' }, [], noQuery, 'ita'),
    );
    expect(firstReadOf('/items/famiglia/MG', '', 'ita')?.request).toEqual(
      listRequest('famiglia', { codFamigliaArticolo: 'MG' }, [], noQuery, 'ita'),
    );
  });

  it('takes the query and decodes the keyword', () => {
    const search = 'sort=priceDown&colori=NER&page=2';
    const read = firstReadOf('/items/search/giacca%20blu', search, 'ita');
    expect(read).toEqual({
      kind: 'list',
      path: 'API/read',
      language: 'ita',
      request: listRequest('search', { keyword: 'giacca blu' }, [], parseListQuery(new URLSearchParams(search)), 'ita'),
      colours: ['NER'],
      title: 'Risultati per «giacca blu»',
    });
  });

  it('gives a list its first title: its own, or the section until a name is looked up', () => {
    expect(firstReadOf('/items/novita', '', 'eng')?.title).toBe('Collection · New arrivals');
    expect(firstReadOf('/items/famiglia/MG', '', 'ita')?.title).toBe('Catalogo');
    expect(firstReadOf('/items/search/%24%26', '', 'eng')?.title).toBe('Results for “$&”');
    expect(firstReadOf('/items/detail/42', '', 'ita')?.title).toBeUndefined();
  });

  it('is the article read for a detail page', () => {
    expect(firstReadOf('/items/detail/42', '', 'ita')).toEqual({
      kind: 'detail',
      path: 'API/read',
      request: detailRequest(42, 'ita'),
      language: 'ita',
      colours: [],
    });
  });

  it("is the home's container, in the language of its path or else the shopper's", () => {
    expect(firstReadOf('/', '', 'eng')).toEqual({
      kind: 'content',
      path: 'XAPI/list',
      request: homeRequest(),
      language: 'eng',
      colours: [],
    });
    expect(firstReadOf('/en', '', 'ita')?.language).toBe('eng');
    expect(firstReadOf('/ita/', '', 'eng')?.language).toBe('ita');
    expect(firstImageOf(firstReadOf('/', '', 'ita')!, { records: [] } as unknown as ReadReply<Articolo>)).toBeNull();
  });

  it("is a content page's container, as the content remote asks for it", () => {
    const page = (expression: object) => ({
      kind: 'page',
      path: 'XAPI/list',
      request: { entity: 'Container', expression },
      language: 'eng',
      colours: [],
    });
    expect(firstReadOf('/contact', '', 'eng')).toEqual(page({ name: 'contatti', published: true }));
    expect(firstReadOf('/spedizioni-e-resi/', '', 'eng')).toEqual(page({ name: 'spedizioni-e-resi', published: true }));
    expect(firstReadOf('/wa/default', '', 'eng')).toEqual(page({ id: 1, published: true }));
    expect(firstReadOf('/Apps/WebObjects/Shop.woa/wa/viewSection', '?id=12&name=x', 'eng')).toEqual(page({ id: 12, published: true }));
    expect(firstReadOf('/wa/rewrite', 'name=terms-and-conditions', 'eng')).toEqual(page({ name: 'terms-and-conditions', published: true }));
    // An id that can name no container: no read (the page is the not-found page).
    expect(firstReadOf('/wa/default', 'id=abc', 'eng')).toBeNull();
    expect(firstImageOf(firstReadOf('/contact', '', 'ita')!, { records: [] } as unknown as ReadReply<Container>)).toBeNull();
  });

  it('is none for favourites, bad ids, bad encodings and other pages', () => {
    for (const path of [
      '/items/favorites',
      '/items/detail/0',
      '/items/detail/x1',
      '/items/search/%E0%A4%A',
      '/items/a/b/c',
      '/cart',
      '/account',
      '/wa/CartAction/ok',
    ]) {
      expect(firstReadOf(path, '', 'ita')).toBeNull();
    }
  });

  it("names the image shown first: the card's (in a filtered or searched colour) or the gallery's", () => {
    const article = {
      immagini: [
        { codColore: 'BIA', url: '/media/a/BIA-1.svg' },
        { codColore: 'NER', url: '/media/a/NER-1.svg' },
      ],
    } as Articolo;
    const reply = { records: [article] } as ReadReply<Articolo>;
    expect(firstImageOf(firstReadOf('/items', 'colori=NER', 'ita')!, reply)).toEqual({ image: article.immagini[1], sizes: CARD_SIZES });
    expect(firstImageOf(firstReadOf('/items', '', 'ita')!, reply)).toEqual({ image: article.immagini[0], sizes: CARD_SIZES });
    // A search naming a colour ('nero') shows the card in it, as the page does.
    const searched = { ...reply, coloriCercati: ['NER'] };
    expect(firstImageOf(firstReadOf('/items/search/nero', '', 'ita')!, searched)).toEqual({
      image: article.immagini[1],
      sizes: CARD_SIZES,
    });
    expect(firstImageOf(firstReadOf('/items/detail/1', '', 'ita')!, reply)).toEqual({ image: article.immagini[0], sizes: GALLERY_SIZES });
    expect(firstImageOf(firstReadOf('/items', '', 'ita')!, { records: [] } as unknown as ReadReply<Articolo>)).toBeNull();
  });

  it("names the home's first slide: the first published slide of its first Center block, when that is a carousel", () => {
    const hidden = container({ id: 11, published: false, multimedia: { url: '/media/hidden.svg' } });
    const slide = container({ id: 12, multimedia: { url: '/media/first.svg' } });
    const carousel = container({ id: 2, directActionName: 'BlockSwiper', containers: [hidden, slide] });
    const intro = container({ id: 1, directActionName: 'BlockIntroduction', layoutPosition: 'Footer' });
    const home = container({ id: 0, containers: [carousel, intro] });
    const read = firstReadOf('/', '', 'ita')!;
    expect(firstSlideOf(home)).toBe(slide);
    expect(firstImageOf(read, { records: [home] } as ReadReply<Container>)).toEqual({ image: { url: '/media/first.svg' }, sizes: null });
    // A page whose first block is not a carousel starts with no slide.
    const first = container({ id: 0, containers: [{ ...intro, layoutPosition: 'Center' }, carousel] });
    expect(firstSlideOf(first)).toBeNull();
    expect(firstSlideOf(container({ id: 0, containers: [{ ...carousel, containers: [hidden] }] }))).toBeNull();
    expect(firstSlideOf(undefined)).toBeNull();
  });
});
