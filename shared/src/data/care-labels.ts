/** Care-label groups, matching the article fields eticLavAcqua, eticLavSecco, eticCandeggio, eticAsciugatura, eticStiro. */
export type CareGroup = 'washing' | 'dryCleaning' | 'bleaching' | 'drying' | 'ironing';

/** What the ISO 3758 symbol shows, enough to draw it. */
export interface CareSymbol {
  shape: 'tub' | 'circle' | 'triangle' | 'square' | 'iron';
  crossed?: boolean;
  /** Washing temperature in °C, shown in the tub. */
  temperature?: number;
  hand?: boolean;
  /** Bars under the symbol: 1 mild, 2 very mild. */
  bars?: number;
  /** Dots: drying and ironing temperature level. */
  dots?: number;
  /** Letter in the dry-cleaning circle (P, F). */
  letter?: string;
  /** Triangle with two stripes: oxygen bleach only; chlorine allowed otherwise. */
  variant?: 'line' | 'drip-line' | 'flat' | 'tumble' | 'spin' | 'inside-out' | 'chlorine';
}

export interface CareLabel {
  code: string;
  group: CareGroup;
  it: string;
  en: string;
  symbol: CareSymbol;
}

type Row = [code: string, it: string, en: string, symbol: CareSymbol];

const washing: Row[] = [
  ['no.lav.acqua', 'Non lavare', 'Do not wash', { shape: 'tub', crossed: true }],
  ['lav.acqua.30', 'Lavaggio max 30 °C', 'Machine wash max 30 °C', { shape: 'tub', temperature: 30 }],
  ['lav.acqua.40', 'Lavaggio max 40 °C', 'Machine wash max 40 °C', { shape: 'tub', temperature: 40 }],
  ['lav.acqua.60', 'Lavaggio max 60 °C', 'Machine wash max 60 °C', { shape: 'tub', temperature: 60 }],
  ['lav.acqua.90', 'Lavaggio max 90 °C', 'Machine wash max 90 °C', { shape: 'tub', temperature: 90 }],
  ['lav.acqua.95', 'Lavaggio max 95 °C', 'Machine wash max 95 °C', { shape: 'tub', temperature: 95 }],
  ['lav.acqua.HAND', 'Lavare a mano (max 40 °C)', 'Hand wash only (max 40 °C)', { shape: 'tub', hand: true }],
  ['lav.acqua.40AMR', 'Lavaggio delicato max 40 °C', 'Mild machine wash max 40 °C', { shape: 'tub', temperature: 40, bars: 1 }],
  ['lav.acqua.60AMR', 'Lavaggio delicato max 60 °C', 'Mild machine wash max 60 °C', { shape: 'tub', temperature: 60, bars: 1 }],
  ['lav.acqua.95AMR', 'Lavaggio delicato max 95 °C', 'Mild machine wash max 95 °C', { shape: 'tub', temperature: 95, bars: 1 }],
];

const dryCleaning: Row[] = [
  ['no.lav.secco', 'Non lavare a secco', 'Do not dry clean', { shape: 'circle', crossed: true }],
  ['benzina', 'Pulitura a secco con idrocarburi (F)', 'Professional dry clean in hydrocarbons (F)', { shape: 'circle', letter: 'F' }],
  ['percloroetilene', 'Pulitura a secco con percloroetilene (P)', 'Professional dry clean in perchloroethylene (P)', { shape: 'circle', letter: 'P' }],
  ['tricloroetilene', 'Pulitura a secco con tutti i solventi (A)', 'Professional dry clean in any solvent (A)', { shape: 'circle', letter: 'A' }],
  ['benzina.amr', 'Pulitura a secco delicata con idrocarburi (F)', 'Mild professional dry clean in hydrocarbons (F)', { shape: 'circle', letter: 'F', bars: 1 }],
  ['percloroetilene.amr', 'Pulitura a secco delicata con percloroetilene (P)', 'Mild professional dry clean in perchloroethylene (P)', { shape: 'circle', letter: 'P', bars: 1 }],
];

const bleaching: Row[] = [
  ['no.candeggio', 'Non candeggiare', 'Do not bleach', { shape: 'triangle', crossed: true }],
  ['candeggio.ipoclorito', 'Candeggio con cloro consentito', 'Chlorine bleach allowed', { shape: 'triangle', variant: 'chlorine' }],
  ['si.candeggio', 'Candeggio consentito', 'Any bleach allowed', { shape: 'triangle' }],
];

const drying: Row[] = [
  ['no.asciugare.tumbler', 'Non asciugare in asciugatrice', 'Do not tumble dry', { shape: 'square', variant: 'tumble', crossed: true }],
  ['asciugare.tumbler', 'Asciugatrice ad aria calda consentita', 'Tumble dry with hot air', { shape: 'square', variant: 'tumble' }],
  ['asciugare.tumbler.alta', 'Asciugatrice a temperatura elevata (max 80 °C)', 'Tumble dry, normal temperature (max 80 °C)', { shape: 'square', variant: 'tumble', dots: 2 }],
  ['asciugare.tumbler.media', 'Asciugatrice a temperatura moderata (max 60 °C)', 'Tumble dry, low temperature (max 60 °C)', { shape: 'square', variant: 'tumble', dots: 1 }],
  ['asciugare.orizzontale', 'Asciugare in piano', 'Dry flat', { shape: 'square', variant: 'flat' }],
  ['asciugare.verticale', 'Asciugare appeso', 'Line dry', { shape: 'square', variant: 'line' }],
  ['asciugare.verticale.no.strizzare', 'Asciugare appeso senza strizzare', 'Drip dry, do not wring', { shape: 'square', variant: 'drip-line' }],
  ['asciugare.centrifuga', 'Centrifuga consentita', 'Spin drying allowed', { shape: 'square', variant: 'spin' }],
  ['asciugare.no.centrifuga', 'Non centrifugare', 'Do not spin', { shape: 'square', variant: 'spin', crossed: true }],
];

const ironing: Row[] = [
  ['no.stirare', 'Non stirare', 'Do not iron', { shape: 'iron', crossed: true }],
  ['stirare.115', 'Stirare max 110 °C', 'Iron at low temperature (max 110 °C)', { shape: 'iron', dots: 1 }],
  ['stirare.150', 'Stirare max 150 °C', 'Iron at medium temperature (max 150 °C)', { shape: 'iron', dots: 2 }],
  ['stirare.200', 'Stirare max 200 °C', 'Iron at high temperature (max 200 °C)', { shape: 'iron', dots: 3 }],
  ['stirare.rovescio', 'Stirare al rovescio', 'Iron inside out', { shape: 'iron', variant: 'inside-out' }],
];

const groups: [CareGroup, Row[]][] = [
  ['washing', washing],
  ['dryCleaning', dryCleaning],
  ['bleaching', bleaching],
  ['drying', drying],
  ['ironing', ironing],
];

export const CARE_LABELS: readonly CareLabel[] = groups.flatMap(([group, list]) =>
  list.map(([code, it, en, symbol]) => ({ code, group, it, en, symbol })),
);

const byCode = new Map(CARE_LABELS.map((label) => [label.code, label]));

export const findCareLabel = (code: string | null | undefined): CareLabel | undefined =>
  code ? byCode.get(code) : undefined;

/** Text for a code in the interface language; an unknown code shows the code itself. */
export function careLabelText(code: string, language: 'ita' | 'eng' = 'ita'): string {
  const label = byCode.get(code);
  if (!label) return code;
  return language === 'eng' ? label.en : label.it;
}

export const careLabelsOf = (group: CareGroup): CareLabel[] => CARE_LABELS.filter((label) => label.group === group);
