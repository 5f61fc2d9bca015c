import { buildArticleBatch, familyOf } from './articles';
import { FAMILIES } from './families';

describe('the generated catalogue', () => {
  const batch = buildArticleBatch(0, 400);

  it('is the same on every run and independent of batch boundaries', () => {
    expect(buildArticleBatch(0, 400)).toEqual(batch);
    const split = buildArticleBatch(200, 400);
    expect(split.articolo).toEqual(batch.articolo.slice(200));
  });

  it('has unique codes and every family, the knitwear family included', () => {
    const codes = batch.articolo.map((a) => a.codArticolo);
    expect(new Set(codes).size).toBe(codes.length);
    const families = new Set(batch.articolo.map((a) => a.codFamigliaArticolo));
    expect([...families].sort()).toEqual(FAMILIES.map((f) => f.code).sort());
    expect(familyOf(0).code).toBe(batch.articolo[0]?.codFamigliaArticolo);
  });

  it('writes titles, descriptions and short titles in both languages', () => {
    const first = batch.articolo[0]?.codArticolo;
    const notes = batch.articoloNota.filter((n) => n.codArticolo === first);
    expect(notes.map((n) => `${n.codLingua}:${n.codClasseNota}`).sort()).toEqual([
      'eng:B2C',
      'eng:B2C_D',
      'eng:B2C_T',
      'ita:B2C',
      'ita:B2C_D',
      'ita:B2C_T',
    ]);
    const description = notes.find((n) => n.codLingua === 'ita' && n.codClasseNota === 'B2C_D')?.desNota ?? '';
    expect(description.split('. ').length).toBeGreaterThanOrEqual(3);
  });

  it('mixes groupings, discounts within 10-50%, sold-out articles and empty sizes', () => {
    const groups = new Set(batch.articolo.map((a) => a.codCatRaggrupp));
    expect(groups).toEqual(new Set(['CR1', 'CR2', 'CR3', null]));
    expect(batch.sconto.length).toBeGreaterThan(20);
    expect(batch.sconto.every((s) => Number(s.percentuale) >= 10 && Number(s.percentuale) <= 50)).toBe(true);
    const stockByArticle = new Map<string, number>();
    for (const row of batch.articoloDisponibilita) {
      stockByArticle.set(row.codArticolo, (stockByArticle.get(row.codArticolo) ?? 0) + (row.qta ?? 0));
    }
    expect([...stockByArticle.values()].some((total) => total === 0)).toBe(true);
    expect(batch.articoloDisponibilita.some((row) => row.qta === 0)).toBe(true);
    expect(batch.articolo.some((a) => a.dataCancellazione)).toBe(true);
  });

  it('gives B2C and B2I prices for the current season', () => {
    const first = batch.articolo[0]?.codArticolo;
    const prices = batch.articoloPrezzoStagione.filter((p) => p.codArticolo === first && p.codStagione === 'AI26');
    expect(prices.map((p) => p.codListinoCli).sort()).toEqual(['B2C', 'B2I']);
  });

  it('links articles both ways, never to themselves', () => {
    const links = new Set(batch.associazioneArticolo.map((l) => `${l.codArticolo1}>${l.codArticolo2}:${l.motivo}`));
    for (const link of batch.associazioneArticolo) {
      expect(link.codArticolo1).not.toBe(link.codArticolo2);
      expect(links.has(`${link.codArticolo2}>${link.codArticolo1}:${link.motivo}`)).toBe(true);
    }
    expect(batch.associazioneArticolo.some((l) => l.motivo === 'completaLook')).toBe(true);
  });
});
