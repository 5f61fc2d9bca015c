/** Reference tables of the demo catalogue. Descriptions follow the 'Italiano/English' convention. */

export const SEASONS = [
  { codStagione: 'PE26', desStagione: 'Primavera-Estate 2026/Spring-Summer 2026', corrente: false },
  { codStagione: 'AI26', desStagione: 'Autunno-Inverno 2026-27/Autumn-Winter 2026-27', corrente: true },
];
export const CURRENT_SEASON = 'AI26';
export const PREVIOUS_SEASON = 'PE26';

export const SIZE_TABLES: Record<string, string[]> = {
  LET: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  NUM: ['38', '40', '42', '44', '46', '48', '50', '52', '54', '56'],
  UNI: ['TU'],
};

export const CATEGORIES = [
  { codCategoria: 'CLA', desCategoria: 'Classico/Classic', tipoCategoria: 2 },
  { codCategoria: 'CAS', desCategoria: 'Casual/Casual', tipoCategoria: 2 },
  { codCategoria: 'CER', desCategoria: 'Cerimonia/Occasion', tipoCategoria: 2 },
  { codCategoria: 'WEE', desCategoria: 'Fine settimana/Weekend', tipoCategoria: 2 },
  { codCategoria: 'UFF', desCategoria: 'Ufficio/Office', tipoCategoria: 2 },
  { codCategoria: 'VIA', desCategoria: 'Viaggio/Travel', tipoCategoria: 2 },
  { codCategoria: 'CAM', desCategoria: 'Campionario/Samples', tipoCategoria: 1 },
];

export const LINES = [
  { codLinea: 'DON', desLinea: 'Donna/Women' },
  { codLinea: 'UOM', desLinea: 'Uomo/Men' },
  { codLinea: 'UNI', desLinea: 'Unisex/Unisex' },
];

/** The last two modules have no articles on purpose. */
export const MODULES = [
  { codModuloSdo: 'RIV', desModuloSdo: 'Riviera/Riviera' },
  { codModuloSdo: 'CIT', desModuloSdo: 'Città/City' },
  { codModuloSdo: 'ATE', desModuloSdo: 'Atelier/Atelier' },
  { codModuloSdo: 'ALP', desModuloSdo: 'Montagna/Alpine' },
  { codModuloSdo: 'CER', desModuloSdo: 'Cerimonia/Ceremony' },
  { codModuloSdo: 'ESS', desModuloSdo: 'Essenziali/Essentials' },
  { codModuloSdo: 'RES', desModuloSdo: 'Resort/Resort' },
  { codModuloSdo: 'ARC', desModuloSdo: 'Archivio/Archive' },
];
export const MODULES_WITH_ARTICLES = MODULES.slice(0, 6).map((m) => m.codModuloSdo);

export const FUNCTIONS = [
  { codFunzioneSdo: 'ABB', desFunzioneSdo: 'Abbigliamento/Apparel' },
  { codFunzioneSdo: 'ACC', desFunzioneSdo: 'Accessori/Accessories' },
];

export const SUB_FUNCTIONS = [
  { codSottoFunzioneSdo: 'TOP', desSottoFunzioneSdo: 'Parte superiore/Tops' },
  { codSottoFunzioneSdo: 'BOT', desSottoFunzioneSdo: 'Parte inferiore/Bottoms' },
  { codSottoFunzioneSdo: 'INT', desSottoFunzioneSdo: 'Capo intero/One-piece' },
  { codSottoFunzioneSdo: 'SPA', desSottoFunzioneSdo: 'Capospalla/Outerwear' },
  { codSottoFunzioneSdo: 'ACC', desSottoFunzioneSdo: 'Accessorio/Accessory' },
];

export const FITS = [
  { codDimensioneSdo: 'REG', desDimensioniSdo: 'Vestibilità regolare/Regular fit' },
  { codDimensioneSdo: 'SLI', desDimensioniSdo: 'Vestibilità slim/Slim fit' },
  { codDimensioneSdo: 'COM', desDimensioniSdo: 'Vestibilità comoda/Relaxed fit' },
  { codDimensioneSdo: 'OVR', desDimensioniSdo: 'Vestibilità oversize/Oversized fit' },
  { codDimensioneSdo: 'UNI', desDimensioniSdo: 'Taglia unica/One size' },
];

export const COLOURS = [
  { codColore: 'NER', desColoreIta: 'Nero', desColoreEng: 'Black', coloreRgb: '#1c1c1e' },
  { codColore: 'BIA', desColoreIta: 'Bianco ottico', desColoreEng: 'Optic white', coloreRgb: '#f4f2ec' },
  { codColore: 'PAN', desColoreIta: 'Panna', desColoreEng: 'Cream', coloreRgb: '#ece1cb' },
  { codColore: 'BEI', desColoreIta: 'Beige sabbia', desColoreEng: 'Sand beige', coloreRgb: '#d6c2a3' },
  { codColore: 'CAM', desColoreIta: 'Cammello', desColoreEng: 'Camel', coloreRgb: '#b3835a' },
  { codColore: 'TAB', desColoreIta: 'Tabacco', desColoreEng: 'Tobacco', coloreRgb: '#7a5236' },
  { codColore: 'CIO', desColoreIta: 'Cioccolato', desColoreEng: 'Chocolate', coloreRgb: '#4a3128' },
  { codColore: 'ANT', desColoreIta: 'Grigio antracite', desColoreEng: 'Charcoal grey', coloreRgb: '#3c3e43' },
  { codColore: 'GRM', desColoreIta: 'Grigio melange', desColoreEng: 'Grey melange', coloreRgb: '#a4a6a9' },
  { codColore: 'BLN', desColoreIta: 'Blu notte', desColoreEng: 'Midnight blue', coloreRgb: '#1f2a44' },
  { codColore: 'AVI', desColoreIta: 'Avio', desColoreEng: 'Air-force blue', coloreRgb: '#6f8db0' },
  { codColore: 'CEL', desColoreIta: 'Celeste', desColoreEng: 'Sky blue', coloreRgb: '#a9c5e2' },
  { codColore: 'VBO', desColoreIta: 'Verde bosco', desColoreEng: 'Forest green', coloreRgb: '#2f4a3a' },
  { codColore: 'SAL', desColoreIta: 'Salvia', desColoreEng: 'Sage', coloreRgb: '#9dab8f' },
  { codColore: 'OLI', desColoreIta: 'Verde oliva', desColoreEng: 'Olive', coloreRgb: '#6b6a3c' },
  { codColore: 'BOR', desColoreIta: 'Bordeaux', desColoreEng: 'Burgundy', coloreRgb: '#6a1f2d' },
  { codColore: 'ROS', desColoreIta: 'Rosso corallo', desColoreEng: 'Coral red', coloreRgb: '#c2413a' },
  { codColore: 'TER', desColoreIta: 'Terracotta', desColoreEng: 'Terracotta', coloreRgb: '#bf6740' },
  { codColore: 'SEN', desColoreIta: 'Senape', desColoreEng: 'Mustard', coloreRgb: '#c8a03a' },
  { codColore: 'CIP', desColoreIta: 'Cipria', desColoreEng: 'Powder pink', coloreRgb: '#e3c3bd' },
  { codColore: 'LAV', desColoreIta: 'Lavanda', desColoreEng: 'Lavender', coloreRgb: '#b6a9cf' },
  { codColore: 'PET', desColoreIta: 'Petrolio', desColoreEng: 'Petrol blue', coloreRgb: '#1f4d59' },
];

/** Model names, after Italian places. */
export const MODEL_NAMES = [
  'Brera',
  'Portofino',
  'Amalfi',
  'Capri',
  'Positano',
  'Ravello',
  'Taormina',
  'Cortina',
  'Bellagio',
  'Varenna',
  'Siena',
  'Lucca',
  'Urbino',
  'Mantova',
  'Ferrara',
  'Bergamo',
  'Como',
  'Sirmione',
  'Noto',
  'Ortigia',
  'Procida',
  'Ischia',
  'Alba',
  'Langhe',
  'Chianti',
  'Montalcino',
  'Pienza',
  'Volterra',
  'Assisi',
  'Spello',
  'Todi',
  'Orvieto',
  'Matera',
  'Lecce',
  'Ostuni',
  'Polignano',
  'Trani',
  'Gaeta',
  'Sorrento',
  'Cefalù',
  'Erice',
  'Verona',
  'Vicenza',
  'Asolo',
  'Bassano',
  'Trieste',
  'Aosta',
  'Merano',
  'Brunico',
  'Camogli',
  'Lerici',
  'Portovenere',
  'Alassio',
  'Rapallo',
  'Pietrasanta',
  'Cervia',
  'Senigallia',
  'Recanati',
  'Spoleto',
  'Gubbio',
];
