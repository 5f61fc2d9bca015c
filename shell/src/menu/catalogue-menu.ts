import { apiRead, localName, paths, useRequest, type LanguageCode } from '@shop/shared';
import { menuEntries, type MenuEntry } from './menu-entries';

interface Named {
  [key: string]: string;
}

/**
 * The side menu: collection, categories, families (MG first, as the server orders them), modules
 * with articles and their lines, New Arrivals, Outlet and Promo, in the shopper's language.
 */
export async function loadCatalogueMenu(language: LanguageCode, signal: AbortSignal): Promise<MenuEntry[]> {
  // No pagination: a reference list comes whole by default ("All", limit 0, is for staff sessions only).
  const read = (entity: string, expression: Record<string, unknown> = {}) =>
    apiRead<Named>({ entity, expression }, { signal }).then((reply) => reply.records);
  const [categories, families, modules] = await Promise.all([
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
  return [collection, ...groups.filter((group) => group.items?.length), novita, outlet, promo].filter(
    (item): item is MenuEntry => item !== undefined,
  );
}

/** The menu entries: the fixed ones at once, the catalogue's once loaded (the fixed ones if it fails). */
export function useCatalogueMenu(language: LanguageCode): MenuEntry[] {
  const result = useRequest(`menu|${language}`, (signal) => loadCatalogueMenu(language, signal));
  return result.data ?? menuEntries;
}
