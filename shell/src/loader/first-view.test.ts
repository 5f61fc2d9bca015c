import { languageOfQuery, storageKeys } from '@shop/shared';
import { dropForeignFirstView, LANGUAGE_KEY, linkLanguage } from './first-view';

function pageWithView(): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  doc.body.innerHTML =
    '<div id="root"><div class="boot-frame"></div><div class="boot-main" data-language="ita"><h1>Giacca</h1></div></div>';
  return doc;
}

function storageWith(language: string | null): Storage {
  const values = new Map<string, string>(language === null ? [] : [[LANGUAGE_KEY, language]]);
  return { getItem: (key: string) => values.get(key) ?? null } as Storage;
}

describe("the server's first screen", () => {
  it('reads the key the shared library stores the language under', () => {
    expect(LANGUAGE_KEY).toBe(storageKeys.language);
  });

  it.each([
    ['no choice yet', null, true],
    ['the same language', '"ita"', true],
    ['another language', '"eng"', false],
    ['another language, stored as plain text', 'eng', false],
  ])('%s: kept %s', (_case, stored, kept) => {
    const doc = pageWithView();
    dropForeignFirstView(doc, storageWith(stored));
    expect(doc.querySelector('.boot-main') !== null).toBe(kept);
    expect(doc.querySelector('.boot-frame')).not.toBeNull();
  });

  it('keeps a view in the language the link sets, whatever the shopper chose before, as the application will', () => {
    const doc = pageWithView();
    dropForeignFirstView(doc, storageWith('"eng"'), '?lang=it');
    expect(doc.querySelector('.boot-main')).not.toBeNull();
    dropForeignFirstView(doc, storageWith('"ita"'), '?page=2&lang=en');
    expect(doc.querySelector('.boot-main')).toBeNull();
  });

  it('reads the link language as the shared library does', () => {
    for (const search of ['?lang=en', '?lang=EN', '?lang=eng', '?lang=it', '?lang=ita', '?lang=fr', '', '?page=2&lang=en']) {
      expect({ search, language: linkLanguage(search) }).toEqual({ search, language: languageOfQuery(search) });
    }
  });

  it('without storage, or on a page without one, nothing changes', () => {
    const doc = pageWithView();
    dropForeignFirstView(doc, null);
    expect(doc.querySelector('.boot-main')).not.toBeNull();
    expect(() => dropForeignFirstView(document.implementation.createHTMLDocument('empty'), storageWith('"eng"'))).not.toThrow();
  });
});
