import { paths } from '@shop/shared';

export interface MenuEntry {
  /** Message id of the label, or the label itself when `text` is set. */
  label: string;
  /** A label already in the shopper's language (catalogue names from the server). */
  text?: string;
  /** Where the entry leads; a group without one only opens its items. */
  to?: string;
  items?: MenuEntry[];
}

/**
 * The menu's fixed entries. The catalogue's own entries (categories, families, modules with their
 * lines) join them in the side menu's catalogue slot.
 */
export const menuEntries: MenuEntry[] = [
  { label: 'shell.menu.collection', to: paths.items() },
  { label: 'shell.menu.newArrivals', to: paths.itemsNovita() },
  { label: 'shell.menu.outlet', to: paths.itemsOutlet() },
  { label: 'shell.menu.promo', to: paths.itemsPromo() },
];
