/** Families of the demo catalogue: how they are drawn, sized, priced and cared for. */

import type { Silhouette } from '../catalogue';

export type { Silhouette };

export interface FamilyDef {
  code: string;
  name: string;
  silhouette: Silhouette;
  sizeTable: 'LET' | 'NUM' | 'UNI';
  /** B2C list price range in euro. */
  price: [number, number];
  /** Share of the catalogue, relative weight. */
  weight: number;
  lines: string[];
  subFunction: string;
  fits: string[];
  /** Care label options per group: washing, dry cleaning, bleaching, drying, ironing. */
  care: [string[], string[], string[], string[], string[]];
  /** Families that complete the look. */
  look: string[];
}

export const FAMILIES: FamilyDef[] = [
  {
    code: 'MG',
    name: 'Maglieria/Knitwear',
    silhouette: 'knit',
    sizeTable: 'LET',
    price: [79, 289],
    weight: 14,
    lines: ['DON', 'UOM', 'UNI'],
    subFunction: 'TOP',
    fits: ['REG', 'COM', 'OVR'],
    care: [
      ['lav.acqua.HAND', 'lav.acqua.30'],
      ['percloroetilene', 'no.lav.secco'],
      ['no.candeggio'],
      ['asciugare.orizzontale', 'no.asciugare.tumbler'],
      ['stirare.115', 'stirare.rovescio'],
    ],
    look: ['PA', 'GO', 'SC', 'CS'],
  },
  {
    code: 'CA',
    name: 'Camicie/Shirts',
    silhouette: 'shirt',
    sizeTable: 'LET',
    price: [69, 189],
    weight: 14,
    lines: ['DON', 'UOM'],
    subFunction: 'TOP',
    fits: ['REG', 'SLI', 'COM'],
    care: [
      ['lav.acqua.40', 'lav.acqua.30', 'lav.acqua.40AMR'],
      ['percloroetilene'],
      ['no.candeggio', 'candeggio.ipoclorito'],
      ['asciugare.verticale', 'asciugare.tumbler.media'],
      ['stirare.150', 'stirare.200'],
    ],
    look: ['PA', 'GI', 'AC'],
  },
  {
    code: 'TS',
    name: 'T-shirt e top/T-shirts & tops',
    silhouette: 'tee',
    sizeTable: 'LET',
    price: [29, 89],
    weight: 10,
    lines: ['DON', 'UOM', 'UNI'],
    subFunction: 'TOP',
    fits: ['REG', 'SLI', 'OVR'],
    care: [
      ['lav.acqua.30', 'lav.acqua.40'],
      ['no.lav.secco'],
      ['no.candeggio'],
      ['asciugare.verticale', 'asciugare.tumbler.media'],
      ['stirare.115', 'stirare.rovescio'],
    ],
    look: ['PA', 'GO', 'GI'],
  },
  {
    code: 'PA',
    name: 'Pantaloni/Trousers',
    silhouette: 'trousers',
    sizeTable: 'NUM',
    price: [89, 229],
    weight: 13,
    lines: ['DON', 'UOM'],
    subFunction: 'BOT',
    fits: ['REG', 'SLI', 'COM'],
    care: [
      ['lav.acqua.30', 'lav.acqua.40AMR'],
      ['percloroetilene', 'benzina'],
      ['no.candeggio'],
      ['asciugare.verticale', 'no.asciugare.tumbler'],
      ['stirare.150'],
    ],
    look: ['CA', 'MG', 'GI', 'AC'],
  },
  {
    code: 'GO',
    name: 'Gonne/Skirts',
    silhouette: 'skirt',
    sizeTable: 'NUM',
    price: [79, 199],
    weight: 7,
    lines: ['DON'],
    subFunction: 'BOT',
    fits: ['REG', 'SLI', 'COM'],
    care: [
      ['lav.acqua.30', 'lav.acqua.HAND'],
      ['percloroetilene', 'benzina.amr'],
      ['no.candeggio'],
      ['asciugare.verticale.no.strizzare'],
      ['stirare.115'],
    ],
    look: ['MG', 'TS', 'CA'],
  },
  {
    code: 'AB',
    name: 'Abiti/Dresses',
    silhouette: 'dress',
    sizeTable: 'NUM',
    price: [129, 389],
    weight: 9,
    lines: ['DON'],
    subFunction: 'INT',
    fits: ['REG', 'SLI', 'COM'],
    care: [
      ['lav.acqua.HAND', 'no.lav.acqua'],
      ['percloroetilene.amr', 'benzina'],
      ['no.candeggio'],
      ['asciugare.verticale.no.strizzare', 'no.asciugare.tumbler'],
      ['stirare.115', 'stirare.rovescio'],
    ],
    look: ['AC', 'SC', 'GI'],
  },
  {
    code: 'GI',
    name: 'Giacche/Jackets',
    silhouette: 'jacket',
    sizeTable: 'NUM',
    price: [189, 549],
    weight: 9,
    lines: ['DON', 'UOM'],
    subFunction: 'SPA',
    fits: ['REG', 'SLI'],
    care: [['no.lav.acqua'], ['percloroetilene', 'benzina'], ['no.candeggio'], ['no.asciugare.tumbler'], ['stirare.150']],
    look: ['CA', 'PA', 'TS'],
  },
  {
    code: 'CS',
    name: 'Capispalla/Outerwear',
    silhouette: 'coat',
    sizeTable: 'NUM',
    price: [249, 790],
    weight: 7,
    lines: ['DON', 'UOM', 'UNI'],
    subFunction: 'SPA',
    fits: ['REG', 'COM', 'OVR'],
    care: [
      ['no.lav.acqua'],
      ['percloroetilene', 'benzina', 'tricloroetilene'],
      ['no.candeggio'],
      ['no.asciugare.tumbler'],
      ['stirare.115'],
    ],
    look: ['MG', 'SC', 'AC'],
  },
  {
    code: 'AC',
    name: 'Accessori/Accessories',
    silhouette: 'bag',
    sizeTable: 'UNI',
    price: [35, 295],
    weight: 9,
    lines: ['DON', 'UOM', 'UNI'],
    subFunction: 'ACC',
    fits: ['UNI'],
    care: [['no.lav.acqua'], ['no.lav.secco', 'benzina.amr'], ['no.candeggio'], ['no.asciugare.tumbler'], ['no.stirare']],
    look: ['AB', 'CA', 'CS'],
  },
  {
    code: 'SC',
    name: 'Sciarpe e foulard/Scarves',
    silhouette: 'scarf',
    sizeTable: 'UNI',
    price: [39, 189],
    weight: 8,
    lines: ['DON', 'UOM', 'UNI'],
    subFunction: 'ACC',
    fits: ['UNI'],
    care: [['lav.acqua.HAND', 'lav.acqua.30'], ['percloroetilene.amr'], ['no.candeggio'], ['asciugare.orizzontale'], ['stirare.115']],
    look: ['CS', 'MG', 'AB'],
  },
];

/** Menu order: the family coded MG first. */
export const familyOrder = (code: string) => (code === 'MG' ? 0 : FAMILIES.findIndex((f) => f.code === code) + 1);
