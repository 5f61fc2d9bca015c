import { apiRead, localName, paths, useRequest, type LanguageCode } from '@shop/shared';
import { menuEntries, type MenuEntry } from './menu-entries';

interface Named {
  [key: string]: string;
}

/**
 * The lines that open the menu, in this order, before everything else (a fashion shop's Donna and
 * Uomo). Only their codes are the shop's choice: whether they show, their names in either language
 * and their links come from the catalogue's lines with live articles.
 */
export const LEADING_LINES = ['DON', 'UOM'] as const;

/** The catalogue's lines that lead the menu, in LEADING_LINES' order. */
export function leadingLines(lines: Named[]): Named[] {
  return LEADING_LINES.flatMap((code) => lines.filter((line) => line.codLinea === code));
}

/**
 * The side menu: the leading lines (Donna, Uomo), collection, categories, families (MG first, as
 * the server orders them), modules with articles and their lines, New Arrivals, Outlet and Promo,
 * in the shopper's language.
 */
export async function loadCatalogueMenu(language: LanguageCode, signal: AbortSignal): Promise<MenuEntry[]> {
  // No pagination: a reference list comes whole by default ("All", limit 0, is for staff sessions only).
  const read = (entity: string, expression: Record<string, unknown> = {}) =>
    apiRead<Named>({ entity, expression }, { signal }).then((reply) => reply.records);
  const [liveLines, categories, families, modules] = await Promise.all([
    read('Linea', { conArticoli: true }),
    read('Categoria', { tipoCategoria: 2, conArticoli: true }),
    read('FamigliaArticolo', { conArticoli: true }),
    read('ModuloSdo', { conArticoli: true }),
  ]);
  const lines = await Promise.all(modules.map((m) => read('Linea', { codModuloSdo: m.codModuloSdo ?? '' })));
  const entry = (name: string, to: string, items?: MenuEntry[]): MenuEntry => ({ label: name, text: localName(name, language), to, items });
  const [collection, novita, outlet, promo] = menuEntries;
  const groups: MenuEntry[] = [
    {
      label: 'shell.menu.categories',
      items: categories.map((c) => entry(c.desCategoria ?? '', paths.itemsCategory(c.codCategoria ?? ''))),
    },
    {
      label: 'shell.menu.families',
      items: families.map((f) => entry(f.desFamigliaArticolo ?? '', paths.itemsFamiglia(f.codFamigliaArticolo ?? ''))),
    },
    {
      label: 'shell.menu.modules',
      items: modules.map((m, index) =>
        entry(
          m.desModuloSdo ?? '',
          paths.itemsModulo(m.codModuloSdo ?? ''),
          (lines[index] ?? []).map((l) => entry(l.desLinea ?? '', paths.itemsModulo(m.codModuloSdo ?? '', l.codLinea ?? ''))),
        ),
      ),
    },
  ];
  const leading = leadingLines(liveLines).map((l) => entry(l.desLinea ?? '', paths.itemsLinea(l.codLinea ?? '')));
  return [...leading, collection, ...groups.filter((group) => group.items?.length), novita, outlet, promo].filter(
    (item): item is MenuEntry => item !== undefined,
  );
}

/** The menu entries: the fixed ones at once, the catalogue's once loaded (the fixed ones if it fails). */
export function useCatalogueMenu(language: LanguageCode): MenuEntry[] {
  const result = useRequest(`menu|${language}`, (signal) => loadCatalogueMenu(language, signal));
  return result.data ?? menuEntries;
}
