import { languageAtom, shopStore } from '@shop/shared';
import { applyLanguagePreset } from './language-preset';

describe('the language a page opens in', () => {
  beforeEach(() => shopStore.set(languageAtom, 'ita'));

  it('a shared English link opens in English, and an Italian one in Italian', () => {
    applyLanguagePreset('/items/detail/42', '?lang=en');
    expect(shopStore.get(languageAtom)).toBe('eng');
    applyLanguagePreset('/items/outlet', '?page=2&lang=it');
    expect(shopStore.get(languageAtom)).toBe('ita');
  });

  it('a language home sets its own; a link without a language keeps the shopper’s', () => {
    applyLanguagePreset('/eng', '?lang=it');
    expect(shopStore.get(languageAtom)).toBe('eng');
    applyLanguagePreset('/items', '');
    applyLanguagePreset('/items', '?lang=fr');
    expect(shopStore.get(languageAtom)).toBe('eng');
  });
});
