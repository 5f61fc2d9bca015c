import { HEADERS, type SuggestReply } from '@shop/shared/contracts';
import { eq } from 'drizzle-orm';
import { articolo } from '../../core/db/schema';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { readCacheOf } from './api-read';

describeEachDatabase('API/suggest', (shop) => {
  const suggest = (keyword: unknown, language = 'ita') =>
    shop().app.inject({
      method: 'POST',
      url: '/wa/API/suggest',
      headers: { 'content-type': 'application/json', [HEADERS.language]: language },
      payload: { keyword },
    });
  const reply = async (keyword: string, language = 'ita') => {
    const response = await suggest(keyword, language);
    expect(response.statusCode).toBe(200);
    return response.json<SuggestReply>();
  };

  it('suggests knitwear and its articles while "swe" is being typed in the English shop', async () => {
    const answer = await reply('swe', 'eng');
    expect(answer.keyword).toBe('swe');
    expect(answer.families).toEqual([{ codFamigliaArticolo: 'MG', name: 'Knitwear' }]);
    expect(answer.articles.length).toBeGreaterThan(0);
    for (const article of answer.articles) {
      const [row] = await shop().database.db.select().from(articolo).where(eq(articolo.id, article.id));
      expect(row?.codArticolo).toBe(article.codArticolo);
      expect(row?.codFamigliaArticolo).toBe('MG');
    }
  });

  it("names no family for a colour word however it goes on ('blu' is not 'blusa'), and the knitwear for 'sweter'", async () => {
    expect((await reply('blu')).families).toEqual([]);
    expect((await reply('blu', 'eng')).families).toEqual([]);
    expect((await reply('sweter', 'eng')).families).toEqual([{ codFamigliaArticolo: 'MG', name: 'Knitwear' }]);
    expect((await reply('jaket', 'eng')).families).toEqual([{ codFamigliaArticolo: 'GI', name: 'Jackets' }]);
    expect((await reply('giaca')).families).toEqual([{ codFamigliaArticolo: 'GI', name: 'Giacche' }]);
  });

  it('suggests articles titled with the word first, in the shop language', async () => {
    const answer = await reply('giacca');
    expect(answer.families).toEqual([{ codFamigliaArticolo: 'GI', name: 'Giacche' }]);
    expect(answer.articles[0]?.title.toLowerCase()).toContain('giacca');
  });

  it('corrects a typo when nothing matches, and answers no suggestions for an unknown word', async () => {
    const corrected = await reply('maglone');
    expect(corrected.articles.length).toBeGreaterThan(0);
    const nothing = await reply('qzxwvj');
    expect(nothing).toEqual({ error: false, keyword: 'qzxwvj', articles: [], families: [] });
  });

  it('refuses a keyword of one letter, a missing one and unknown fields', async () => {
    for (const body of [{ keyword: 'm' }, {}, { keyword: 'blu', extra: 1 }]) {
      const response = await shop().app.inject({ method: 'POST', url: '/wa/API/suggest', payload: body });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers a repeated keyword from the catalogue cache', async () => {
    const cache = readCacheOf(shop().app);
    expect(cache).toBeDefined();
    await reply('pantaloni');
    const hits = cache!.reads.hits;
    const again = await reply(' Pantaloni ');
    expect(cache!.reads.hits).toBe(hits + 1);
    expect(again.articles.length).toBeGreaterThan(0);
  });
});
