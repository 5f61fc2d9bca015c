/** Product copy vocabulary, Italian and English side by side. */

export interface Garment {
  it: string;
  en: string;
  /** Opening sentence of the description. */
  lead: [string, string];
}

export interface Fabric {
  /** 'in lana merino' / 'merino wool' */
  it: string;
  en: string;
  composition: [string, string];
  sentence: [string, string];
}

const g = (it: string, en: string, leadIt: string, leadEn: string): Garment => ({ it, en, lead: [leadIt, leadEn] });
const f = (it: string, en: string, compIt: string, compEn: string, sIt: string, sEn: string): Fabric => ({
  it,
  en,
  composition: [compIt, compEn],
  sentence: [sIt, sEn],
});

export const GARMENTS: Record<string, Garment[]> = {
  MG: [
    g(
      'Maglione girocollo',
      'crew-neck jumper',
      'Un girocollo essenziale dalla linea pulita, da portare ogni giorno.',
      'An essential crew-neck with a clean line, made for every day.',
    ),
    g(
      'Cardigan',
      'cardigan',
      'Un cardigan morbido con bottoni in corozo, da aprire o chiudere secondo il momento.',
      'A soft cardigan with corozo buttons, worn open or closed as the day requires.',
    ),
    g(
      'Dolcevita',
      'roll-neck jumper',
      'Il dolcevita che scalda senza appesantire, perfetto sotto una giacca.',
      'A roll-neck that warms without weight, perfect under a jacket.',
    ),
    g(
      'Maglia scollo a V',
      'V-neck jumper',
      'Uno scollo a V misurato che lascia respirare la camicia.',
      'A measured V-neck that lets a shirt collar breathe.',
    ),
    g(
      'Polo in maglia',
      'knitted polo',
      'La polo in maglia rilegge un classico con un tocco rilassato.',
      'The knitted polo revisits a classic with a relaxed touch.',
    ),
  ],
  CA: [
    g(
      'Camicia collo francese',
      'French-collar shirt',
      'Una camicia dal collo francese, pulita e versatile.',
      'A French-collar shirt, clean and versatile.',
    ),
    g(
      'Camicia button-down',
      'button-down shirt',
      'La button-down di tutti i giorni, dal carattere informale.',
      'The everyday button-down with an easy-going character.',
    ),
    g(
      'Camicia coreana',
      'band-collar shirt',
      'Il collo alla coreana dà una linea essenziale e contemporanea.',
      'The band collar gives a minimal, contemporary line.',
    ),
    g(
      'Blusa con fiocco',
      'pussy-bow blouse',
      'Una blusa fluida con fiocco al collo, femminile senza eccessi.',
      'A fluid blouse with a neck bow, feminine without excess.',
    ),
    g(
      'Camicia oversize',
      'oversized shirt',
      'Volumi ampi e spalla scesa per una camicia da portare anche aperta.',
      'Generous volume and a dropped shoulder, also worn open as an overshirt.',
    ),
  ],
  TS: [
    g(
      'T-shirt girocollo',
      'crew-neck T-shirt',
      'La t-shirt che si ricompra ogni stagione: taglio preciso e collo che non si sforma.',
      'The T-shirt you buy again every season: a precise cut and a neckline that keeps its shape.',
    ),
    g(
      'Top a costine',
      'ribbed top',
      'Un top a costine aderente, ideale da stratificare.',
      'A close-fitting ribbed top, ideal for layering.',
    ),
    g(
      'T-shirt a maniche lunghe',
      'long-sleeved T-shirt',
      'Maniche lunghe e tessuto compatto per le mezze stagioni.',
      'Long sleeves and a compact fabric for the in-between seasons.',
    ),
    g('Canotta', 'tank top', 'Una canotta dalle spalline sottili, pulita e luminosa.', 'A tank top with fine straps, clean and bright.'),
  ],
  PA: [
    g('Pantalone chino', 'chinos', 'Il chino dal taglio dritto che sta bene con tutto.', 'Straight-cut chinos that go with everything.'),
    g(
      'Pantalone con pinces',
      'pleated trousers',
      'Doppia pince e gamba morbida, per un gusto sartoriale.',
      'Double pleats and a soft leg for a tailored feel.',
    ),
    g(
      'Pantalone palazzo',
      'wide-leg trousers',
      'Gamba ampia e vita alta: un movimento fluido a ogni passo.',
      'A wide leg and high waist that move fluidly with every step.',
    ),
    g(
      'Jeans cinque tasche',
      'five-pocket jeans',
      'Un cinque tasche pulito, in denim tinto in capo.',
      'A clean five-pocket jean in garment-dyed denim.',
    ),
    g(
      'Pantalone cargo',
      'cargo trousers',
      'Tasche applicate e coulisse al fondo, pratico in città e in viaggio.',
      'Patch pockets and drawstring hems, practical in town and on the move.',
    ),
  ],
  GO: [
    g(
      'Gonna midi a pieghe',
      'pleated midi skirt',
      'Pieghe stirate a mano e lunghezza midi che accompagna il passo.',
      'Hand-pressed pleats and a midi length that follows every step.',
    ),
    g('Gonna a tubino', 'pencil skirt', 'Una linea a tubino dal taglio impeccabile.', 'A pencil line with an impeccable cut.'),
    g(
      'Gonna a portafoglio',
      'wrap skirt',
      'Il portafoglio si regola in vita e crea un movimento naturale.',
      'The wrap adjusts at the waist and falls with a natural movement.',
    ),
    g(
      'Minigonna svasata',
      'flared mini skirt',
      'Una minigonna leggermente svasata, fresca e giovane.',
      'A slightly flared mini skirt, fresh and youthful.',
    ),
  ],
  AB: [
    g(
      'Abito chemisier',
      'shirt dress',
      'Lo chemisier abbottonato, con cintura in tessuto da annodare.',
      'A buttoned shirt dress with a fabric belt to tie.',
    ),
    g(
      'Abito a sottoveste',
      'slip dress',
      'Un abito a sottoveste dal taglio in sbieco che scivola sul corpo.',
      'A bias-cut slip dress that skims the body.',
    ),
    g(
      'Abito midi a portafoglio',
      'wrap midi dress',
      'Il portafoglio segna la vita e valorizza ogni silhouette.',
      'The wrap defines the waist and flatters every figure.',
    ),
    g(
      'Tubino',
      'sheath dress',
      'Un tubino essenziale, dal giorno alla sera con un cambio di accessori.',
      'An essential sheath dress, from day to evening with a change of accessories.',
    ),
    g(
      'Abito lungo plissé',
      'pleated maxi dress',
      'Un plissé lungo e leggero che si muove con eleganza.',
      'A long, light pleated dress that moves with grace.',
    ),
  ],
  GI: [
    g(
      'Blazer monopetto',
      'single-breasted blazer',
      'Un blazer monopetto decostruito, senza imbottiture rigide.',
      'An unstructured single-breasted blazer with no stiff padding.',
    ),
    g(
      'Giacca doppiopetto',
      'double-breasted jacket',
      'Il doppiopetto dalle spalle morbide, sartoriale e contemporaneo.',
      'A soft-shouldered double-breasted jacket, tailored yet contemporary.',
    ),
    g(
      'Giacca sahariana',
      'safari jacket',
      'Tasche a soffietto e cintura: la sahariana per la città.',
      'Bellows pockets and a belt: the safari jacket for the city.',
    ),
    g(
      'Giubbotto in pelle scamosciata',
      'suede jacket',
      'Un giubbotto dal taglio asciutto in pelle scamosciata morbida.',
      'A neat, soft suede jacket.',
    ),
  ],
  CS: [
    g(
      'Cappotto doppiopetto',
      'double-breasted coat',
      'Un cappotto doppiopetto lungo al ginocchio, dal carattere deciso.',
      'A knee-length double-breasted coat with a strong character.',
    ),
    g(
      'Cappotto a vestaglia',
      'wrap coat',
      'Il cappotto a vestaglia si chiude con la cintura, avvolgente e leggero.',
      'The wrap coat closes with a belt, enveloping and light.',
    ),
    g(
      'Trench',
      'trench coat',
      'Il trench classico con mostrine, cintura e sprone posteriore.',
      'The classic trench with epaulettes, belt and back yoke.',
    ),
    g(
      'Piumino trapuntato',
      'quilted down jacket',
      'Un piumino leggero dalla trapuntatura sottile, caldo e comprimibile.',
      'A light down jacket with fine quilting, warm and packable.',
    ),
    g(
      'Parka',
      'parka',
      'Il parka con cappuccio e coulisse in vita, pronto per ogni tempo.',
      'A hooded parka with a drawstring waist, ready for any weather.',
    ),
  ],
  AC: [
    g(
      'Borsa tote',
      'tote bag',
      'Una tote capiente con tasca interna zip, per il lavoro e il weekend.',
      'A roomy tote with an inner zip pocket, for work and weekends.',
    ),
    g(
      'Borsa a tracolla',
      'crossbody bag',
      'La tracolla compatta con spallaccio regolabile.',
      'A compact crossbody bag with an adjustable strap.',
    ),
    g('Cintura', 'belt', 'Una cintura essenziale con fibbia in ottone spazzolato.', 'An essential belt with a brushed brass buckle.'),
    g(
      'Shopper in tela',
      'canvas shopper',
      'Una shopper leggera e robusta, da piegare in valigia.',
      'A light yet sturdy shopper that folds into a suitcase.',
    ),
  ],
  SC: [
    g(
      'Sciarpa',
      'scarf',
      'Una sciarpa generosa dalle frange corte, da avvolgere due volte.',
      'A generous scarf with short fringes, to wrap twice.',
    ),
    g(
      'Foulard quadrato',
      'square silk scarf',
      'Il foulard quadrato da annodare al collo, tra i capelli o alla borsa.',
      'A square scarf to tie at the neck, in the hair or on a bag.',
    ),
    g(
      'Stola',
      'stole',
      'Una stola ampia e leggera, da portare sulle spalle la sera.',
      'A wide, light stole to wear over the shoulders in the evening.',
    ),
  ],
};

const WOOL = f(
  'in lana merino',
  'merino wool',
  '100% lana merino extrafine',
  '100% extra-fine merino wool',
  'La lana merino extrafine è morbida, traspirante e regola naturalmente la temperatura.',
  'Extra-fine merino wool is soft, breathable and naturally regulates temperature.',
);
const CASHMERE = f(
  'in cashmere',
  'cashmere',
  '100% cashmere',
  '100% cashmere',
  'Il cashmere filato in Italia offre una mano setosa e un calore leggerissimo.',
  'Cashmere spun in Italy gives a silky hand and featherlight warmth.',
);
const COTTON = f(
  'in cotone',
  'cotton',
  '100% cotone',
  '100% cotton',
  'Il cotone a fibra lunga resta fresco sulla pelle e diventa più morbido a ogni lavaggio.',
  'Long-staple cotton stays fresh on the skin and softens with every wash.',
);
const POPLIN = f(
  'in popeline',
  'poplin',
  '100% cotone popeline',
  '100% cotton poplin',
  'La popeline di cotone ha una superficie liscia e compatta, fresca tutto il giorno.',
  'Cotton poplin has a smooth, compact surface that stays fresh all day.',
);
const LINEN = f(
  'in lino',
  'linen',
  '100% lino',
  '100% linen',
  'Il lino lavato ha una mano asciutta e una naturale irregolarità che lo rende vivo.',
  'Washed linen has a dry hand and a natural slub that brings it to life.',
);
const SILK = f(
  'in seta',
  'silk',
  '100% seta',
  '100% silk',
  'La seta ha una caduta fluida e una luce discreta che cambia con il movimento.',
  'Silk has a fluid drape and a soft sheen that shifts as you move.',
);
const VISCOSE = f(
  'in crêpe di viscosa',
  'viscose crêpe',
  '100% viscosa',
  '100% viscose',
  'Il crêpe di viscosa cade morbido e non si stropiccia in valigia.',
  'Viscose crêpe drapes softly and resists creasing when you travel.',
);
const FLANNEL = f(
  'in flanella di lana',
  'wool flannel',
  '98% lana vergine, 2% elastan',
  '98% virgin wool, 2% elastane',
  'La flanella di lana vergine è calda e compatta, con un tocco di elasticità.',
  'Virgin wool flannel is warm and dense, with a touch of stretch.',
);
const DENIM = f(
  'in denim',
  'denim',
  '99% cotone, 1% elastan',
  '99% cotton, 1% elastane',
  'Il denim tessuto in Italia è robusto ma confortevole fin dal primo giorno.',
  'Denim woven in Italy is sturdy yet comfortable from day one.',
);
const GABARDINE = f(
  'in gabardine di cotone',
  'cotton gabardine',
  '100% cotone',
  '100% cotton',
  'La gabardine di cotone è fitta e resistente al vento e alla pioggia leggera.',
  'Cotton gabardine is tightly woven and resists wind and light rain.',
);
const CLOTH = f(
  'in panno di lana',
  'wool cloth',
  '80% lana vergine, 20% poliammide',
  '80% virgin wool, 20% polyamide',
  'Il panno di lana follato protegge dal freddo mantenendo una linea pulita.',
  'Felted wool cloth keeps out the cold while holding a clean line.',
);
const NYLON = f(
  'in nylon riciclato',
  'recycled nylon',
  'Esterno 100% poliammide riciclata; imbottitura 90% piuma, 10% piumino',
  'Shell 100% recycled polyamide; filling 90% down, 10% feather',
  'Il nylon riciclato è leggero, idrorepellente e nasce da scarti di produzione.',
  'Recycled nylon is light, water-repellent and made from production waste.',
);
const LEATHER = f(
  'in pelle',
  'leather',
  '100% pelle bovina',
  '100% cowhide leather',
  'La pelle conciata al vegetale in Toscana acquista carattere con il tempo.',
  'Leather vegetable-tanned in Tuscany gains character over time.',
);
const SUEDE = f(
  'in pelle scamosciata',
  'suede',
  '100% pelle di capra scamosciata',
  '100% goat suede',
  'La pelle scamosciata ha un tocco vellutato e una piacevole morbidezza.',
  'Suede has a velvety touch and a pleasing softness.',
);
const CANVAS = f(
  'in tela di cotone',
  'cotton canvas',
  '100% cotone',
  '100% cotton',
  'La tela di cotone pesante è resistente e invecchia con grazia.',
  'Heavy cotton canvas is hard-wearing and ages gracefully.',
);
const MODAL = f(
  'in modal e seta',
  'modal and silk',
  '70% modal, 30% seta',
  '70% modal, 30% silk',
  'Il misto modal e seta è leggerissimo e dona colori luminosi.',
  'The modal-silk blend is featherlight and gives luminous colours.',
);

export const FABRICS: Record<string, Fabric[]> = {
  MG: [WOOL, CASHMERE, COTTON],
  CA: [POPLIN, LINEN, SILK, COTTON],
  TS: [COTTON, LINEN, MODAL],
  PA: [COTTON, FLANNEL, LINEN, DENIM],
  GO: [FLANNEL, SILK, VISCOSE, DENIM],
  AB: [SILK, VISCOSE, LINEN, POPLIN],
  GI: [FLANNEL, LINEN, COTTON, SUEDE],
  CS: [CLOTH, GABARDINE, NYLON],
  AC: [LEATHER, CANVAS, SUEDE],
  SC: [CASHMERE, SILK, MODAL, WOOL],
};
