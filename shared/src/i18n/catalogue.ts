import type { LanguageCode } from '../contracts/common';
import { readMessage } from './icu-reader';
import { messageArguments } from './message-arguments';

export type Messages = Readonly<Record<string, string>>;
export type Catalogue = Readonly<Record<LanguageCode, Messages>>;

/**
 * A message catalogue in both languages. The types already refuse an English catalogue that lacks
 * an Italian key (or has one more); `catalogueProblems` checks the same at run time.
 */
export function defineCatalogue<const Ita extends Record<string, string>>(
  ita: Ita,
  eng: { readonly [Key in keyof Ita]: string },
): { ita: Ita; eng: { readonly [Key in keyof Ita]: string } } {
  return { ita, eng };
}

/** Why the shop cannot read a message (see `readMessage`), or null. */
function unreadable(message: string | undefined): string | null {
  try {
    if (message) readMessage(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Every key missing or empty in either language, every message the shop cannot read, and every message whose arguments differ. */
export function catalogueProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const keys = new Set([...Object.keys(catalogue.ita), ...Object.keys(catalogue.eng)]);
  for (const key of [...keys].sort()) {
    const ita = catalogue.ita[key];
    const eng = catalogue.eng[key];
    if (!ita?.trim()) problems.push(`${key}: missing in ita`);
    if (!eng?.trim()) problems.push(`${key}: missing in eng`);
    for (const [language, message] of [
      ['ita', ita],
      ['eng', eng],
    ] as const) {
      const reason = unreadable(message);
      if (reason) problems.push(`${key}: cannot be read in ${language} (${reason})`);
    }
    if (ita && eng && messageArguments(ita).join() !== messageArguments(eng).join()) {
      problems.push(`${key}: arguments differ between ita and eng`);
    }
  }
  return problems;
}

export function mergeCatalogues(...catalogues: Catalogue[]): Catalogue {
  return {
    ita: Object.assign({}, ...catalogues.map((c) => c.ita)),
    eng: Object.assign({}, ...catalogues.map((c) => c.eng)),
  };
}
