import { containerSchema, type Container, type ListReply } from '@shop/shared/contracts';
import { describeEachDatabase, type TestShop } from '../../test/support/test-shop';

const LIST = '/Apps/WebObjects/Shop.woa/wa/XAPI/list';

async function list(shop: TestShop, expression: object, headers: Record<string, string> = {}, url = LIST) {
  const response = await shop.app.inject({ method: 'POST', url, headers, payload: { entity: 'Container', expression } });
  return { response, body: response.json<ListReply<Container> & { statusCode?: number }>() };
}

describeEachDatabase('XAPI/list and media', (shop) => {
  it('loads a published container by name, in Italian by default and in English on request', async () => {
    const ita = await list(shop(), { name: 'taglie', published: true });
    expect(ita.response.statusCode).toBe(200);
    expect(ita.body.error).toBe(false);
    const guide = containerSchema.parse(ita.body.records?.[0]);
    expect(guide.title).toBe('Guida alle taglie');
    expect(guide.description).toContain('<table>');
    const eng = await list(shop(), { name: 'taglie' }, { 'x-language-code': 'eng' });
    expect(eng.body.records?.[0]?.title).toBe('Size guide');
  });

  it('loads the home (id 1) with its published blocks in position order', async () => {
    const { body } = await list(shop(), { id: 1 }, {}, '/wa/XAPI/list');
    const home = body.records?.[0];
    expect(home?.name).toBe('home');
    const blocks = home?.containers ?? [];
    expect(blocks.map((b) => b.directActionName)).toEqual([
      'BlockSwiper',
      'BlockIntroduction',
      'BlockArticle',
      'BlockArticle',
      'BlockArticle',
    ]);
    expect(blocks[0]?.containers.length).toBe(3);
    expect(blocks[0]?.containers[0]?.multimedia?.url).toMatch(/^\/media\/content\/banner-.+\.svg$/);
    expect(blocks.some((b) => b.name === 'home-bozza')).toBe(false);
  });

  it('lists children by parent and class, and footer sections with external links', async () => {
    const footer = (await list(shop(), { name: 'footer' })).body.records?.[0];
    const sections = await list(shop(), { idParent: footer?.id ?? 0, containerClass: 'section' });
    expect(sections.body.records?.length).toBe(3);
    expect(sections.body.records?.every((s) => s.layoutPosition === 'Footer')).toBe(true);
    const links = sections.body.records?.flatMap((s) => s.containers) ?? [];
    expect(links.some((l) => l.externalLink?.startsWith('https://'))).toBe(true);
  });

  it('answers 404 for a missing container and 400 for an unknown filter', async () => {
    const missing = await list(shop(), { name: 'non-esiste' });
    expect(missing.response.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ error: true, message: 'Contenuto non trovato' });
    const unpublished = await list(shop(), { name: 'home-bozza', published: false });
    expect(unpublished.response.statusCode).toBe(404);
    const bad = await list(shop(), { nome: 'taglie' });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body.message).toContain('expression.nome');
  });

  it('draws 2:3 product pictures per article, colour and view', async () => {
    const read = await shop().app.inject({ method: 'POST', url: '/wa/API/read', payload: { entity: 'Articolo', expression: { id: 1 } } });
    const url: string = read.json().records[0].immagini[0].url;
    const response = await shop().app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.body).toContain('viewBox="0 0 600 900"');
    const again = await shop().app.inject({ method: 'GET', url });
    expect(again.body).toBe(response.body);
    const back = await shop().app.inject({ method: 'GET', url: url.replace(/-1\.svg$/, '-2.svg') });
    expect(back.statusCode).toBe(200);
    expect(back.body).not.toBe(response.body);
  });

  it('answers 404 for an unknown article, colour or view', async () => {
    for (const url of ['/media/articles/XX999999/NER-1.svg', '/media/articles/MG000001/ZZZ-1.svg', '/media/articles/MG000001/NER-9.svg']) {
      expect((await shop().app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('draws editorial pictures for content', async () => {
    const banner = await shop().app.inject({ method: 'GET', url: '/media/content/banner-autunno.svg' });
    expect(banner.statusCode).toBe(200);
    expect(banner.body).toContain('viewBox="0 0 1600 900"');
    const portrait = await shop().app.inject({ method: 'GET', url: '/media/content/portrait-maglieria.svg' });
    expect(portrait.body).toContain('viewBox="0 0 1000 1500"');
    expect((await shop().app.inject({ method: 'GET', url: '/media/content/poster-x.svg' })).statusCode).toBe(404);
  });
});
