import type { LanguageCode } from '../contracts/common';

/**
 * The home's own texts in both languages: its title for screen readers and the tab, and the words
 * of a carousel slide's link, as the first screen the server draws for the home shows them. The
 * message catalogue's `cms` section has the same texts (`cms.home`, `cms.discover`), and its test
 * fails if the two disagree.
 */
export const homeTexts = {
  ita: { title: 'Atelier Lanterna, la nuova collezione', discover: 'Scopri' },
  eng: { title: 'Atelier Lanterna, the new collection', discover: 'Discover' },
} as const satisfies Record<LanguageCode, Record<string, string>>;
