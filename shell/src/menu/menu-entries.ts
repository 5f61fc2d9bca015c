import { paths } from '@shop/shared';

export interface MenuEntry {
  /** Message id of the label. */
  label: string;
  to: string;
  items?: MenuEntry[];
}

/**
 * The menu's fixed entries. The catalogue's own entries (categories, lines, families, modules)
 * join them in the side menu's catalogue slot.
 */
export const menuEntries: MenuEntry[] = [
  { label: 'shell.menu.collection', to: paths.items() },
  { label: 'shell.menu.newArrivals', to: paths.itemsNovita() },
  { label: 'shell.menu.outlet', to: paths.itemsOutlet() },
  { label: 'shell.menu.promo', to: paths.itemsPromo() },
];
