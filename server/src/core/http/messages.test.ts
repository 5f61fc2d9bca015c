import { languageCodes } from '@shop/shared/contracts';
import { HttpError, notFound, unauthorized } from './errors';
import { replyTexts } from '@shop/shared/messages';
import { says, serverText, type ServerMessageKey } from './messages';

const keys = Object.keys(replyTexts.ita) as ServerMessageKey[];
const text = (key: ServerMessageKey, side: 'ita' | 'eng'): string => replyTexts[side][key];
const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** A value for every mark, so a rendered text must hold no mark left over. */
const valuesFor = (key: ServerMessageKey) =>
  Object.fromEntries(marks(text(key, 'ita')).map((name) => [name, { ita: `«${name}»`, eng: `<${name}>` }]));

describe('the server message catalogue', () => {
  it('has a text in each language for every message, different between the languages', () => {
    for (const key of keys) {
      const [ita, eng] = [text(key, 'ita'), text(key, 'eng')];
      expect({ key, ita: ita.trim().length > 0, eng: eng.trim().length > 0 }).toEqual({ key, ita: true, eng: true });
      expect({ key, same: ita === eng }).toEqual({ key, same: false });
    }
  });

  it('names the same values in both languages', () => {
    for (const key of keys) expect({ key, eng: marks(text(key, 'eng')) }).toEqual({ key, eng: marks(text(key, 'ita')) });
  });

  it('fills every value of every message in every language, in that language', () => {
    for (const key of keys) {
      for (const language of languageCodes) {
        const rendered = (serverText as (language: string, key: ServerMessageKey, values: object) => string)(language, key, valuesFor(key));
        expect(rendered).not.toMatch(/\{\w+\}/);
        const side = language === 'eng' ? 'eng' : 'ita';
        for (const name of marks(text(key, 'ita'))) expect(rendered).toContain(side === 'eng' ? `<${name}>` : `«${name}»`);
      }
    }
  });

  it('picks the text by language and puts plain values in as they are', () => {
    expect(serverText('ita', 'loginFailed')).toBe('Email o password non corretti');
    expect(serverText('eng', 'loginFailed')).toBe('Wrong email or password');
    expect(serverText('eng', 'capPieces', { max: 20 })).toBe('You can reserve at most 20 pieces of one article at a time');
    expect(serverText('ita', 'unknownArticles', { codes: 'A1, B2' })).toBe('Articoli sconosciuti: A1, B2');
  });

  it('keeps an error text waiting for the reader, Italian in the logs', () => {
    const error = new HttpError(409, says('orderPiecesMissing', { order: 'W123' }));
    expect(error.message).toBe("Mancano ancora dei pezzi dell'ordine W123: aggiorna la disponibilità o rimborsa l'ordine.");
    expect(error.text('eng')).toBe('Some pieces of order W123 are still missing: update the stock or refund the order.');
    expect(unauthorized().text('eng')).toBe(replyTexts.eng.loginRequired);
    expect(notFound().text('ita')).toBe(replyTexts.ita.notFound);
  });
});
