import { FABRICS, GARMENTS, type Fabric, type Garment } from './garments';
import { plainText } from '../core/lib/text';
import type { Prng } from '../core/lib/prng';

type Pair = [string, string];

const DETAILS: Record<string, Pair[]> = {
  MG: [
    ['Polsini e fondo a costine mantengono la forma lavaggio dopo lavaggio.', 'Ribbed cuffs and hem keep their shape wash after wash.'],
    ['Le cuciture rimagliate a mano rendono il capo piatto e senza spessori.', 'Hand-linked seams keep the knit flat and free of bulk.'],
  ],
  CA: [
    [
      'Bottoni in madreperla e cuciture a punto singolo rifinite a mano.',
      'Mother-of-pearl buttons and single-needle seams finished by hand.',
    ],
    ['Il collo è morbido, senza stecche, per portarla anche senza cravatta.', 'The soft, unlined collar is made to be worn without a tie.'],
  ],
  TS: [
    ['Il collo a costine è cucito a doppio ago per durare nel tempo.', 'The ribbed neckline is twin-needle stitched to last.'],
    ['Tinto in capo per una profondità di colore naturale e vissuta.', 'Garment-dyed for a natural, lived-in depth of colour.'],
  ],
  PA: [
    [
      'Passanti per la cintura, tasche a filetto e orlo da regolare in negozio.',
      'Belt loops, jetted pockets and a hem that can be adjusted in store.',
    ],
    ['Vita con elastico interno nascosto per un comfort discreto.', 'A hidden inner elastic at the waist for discreet comfort.'],
  ],
  GO: [
    ['Chiusura con zip invisibile sul fianco e fodera in cupro.', 'Invisible side zip and a cupro lining.'],
    ['La lunghezza è pensata per stare bene con tacco e senza.', 'The length is designed to work with heels or flats.'],
  ],
  AB: [
    ['Fodera leggera in cupro e scollo rifinito a mano.', 'Light cupro lining and a hand-finished neckline.'],
    [
      'Tasche laterali nascoste nelle cuciture, perché servono sempre.',
      'Pockets hidden in the side seams, because they are always useful.',
    ],
  ],
  GI: [
    ['Mezza fodera in cupro e asole lavorate a mano.', 'Half-lined in cupro with hand-worked buttonholes.'],
    ['Spalla naturale e revers morbido, da portare anche con una t-shirt.', 'A natural shoulder and soft lapel, also worn over a T-shirt.'],
  ],
  CS: [
    ['Interno foderato e tasca interna per il telefono.', 'Fully lined, with an inner pocket for your phone.'],
    ['Spacco posteriore e bottoni in corno naturale.', 'A back vent and natural horn buttons.'],
  ],
  AC: [
    ['Ferramenta in ottone e bordi dipinti a mano.', 'Brass hardware and hand-painted edges.'],
    ['Fodera in cotone con tasca piatta per le carte.', 'Cotton lining with a flat pocket for cards.'],
  ],
  SC: [
    ['Orli arrotolati e cuciti a mano, come vuole la tradizione di Como.', 'Hand-rolled, hand-stitched hems, in the Como tradition.'],
    ['Stampato in Italia con colori che restano brillanti nel tempo.', 'Printed in Italy with colours that stay bright over time.'],
  ],
};

const CLOSINGS: Pair[] = [
  ['Disegnato e confezionato in Italia.', 'Designed and made in Italy.'],
  ['Realizzato da un laboratorio artigiano a conduzione familiare.', 'Made by a family-run artisan workshop.'],
  ['Prodotto in quantità limitate per ridurre gli sprechi.', 'Produced in small runs to reduce waste.'],
  ['Confezionato in Italia con filati tracciati dalla fibra al capo.', 'Made in Italy from yarns traced from fibre to garment.'],
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ArticleCopy {
  desArticolo: string;
  notes: { ita: Record<'B2C_T' | 'B2C_D' | 'B2C', string>; eng: Record<'B2C_T' | 'B2C_D' | 'B2C', string> };
  composition: Pair;
  /** Accent-free, lower-case text for keyword search, per language. */
  searchText: { ita: string; eng: string };
}

export function articleCopy(rng: Prng, family: string, familyName: string, model: string, code: string): ArticleCopy {
  const garment: Garment = rng.pick(GARMENTS[family] ?? []);
  const fabric: Fabric = rng.pick(FABRICS[family] ?? []);
  const detail = rng.pick(DETAILS[family] ?? []);
  const closing = rng.pick(CLOSINGS);
  const titleIt = `${garment.it} ${model} ${fabric.it}`;
  const titleEn = capitalise(`${model} ${fabric.en} ${garment.en}`);
  const description = (i: 0 | 1) => [garment.lead[i], fabric.sentence[i], detail[i], closing[i]].join(' ');
  return {
    desArticolo: `${garment.it} ${fabric.it.replace(/^in /, '')}`.toUpperCase(),
    notes: {
      ita: { B2C_T: titleIt, B2C_D: description(0), B2C: garment.it },
      eng: { B2C_T: titleEn, B2C_D: description(1), B2C: capitalise(garment.en) },
    },
    composition: fabric.composition,
    searchText: {
      ita: plainText([code, titleIt, description(0), familyName.split('/')[0] ?? ''].join(' ')),
      eng: plainText([code, titleEn, description(1), familyName.split('/')[1] ?? familyName].join(' ')),
    },
  };
}
