/**
 * The shop's search vocabulary, reviewed by hand: words that mean the same garment, line or
 * material in Italian and English, and the colour families. Words are lower case without accents,
 * as search texts are stored. A search word found here also searches its whole group.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['maglione', 'maglioni', 'maglia', 'maglie', 'maglieria', 'pullover', 'sweater', 'sweaters', 'jumper', 'jumpers', 'knitwear'],
  ['cardigan', 'cardigans'],
  ['pantalone', 'pantaloni', 'trousers', 'trouser', 'pants', 'chinos'],
  ['giacca', 'giacche', 'jacket', 'jackets', 'blazer', 'blazers', 'giubbotto', 'giubbino'],
  ['cappotto', 'cappotti', 'coat', 'coats', 'overcoat', 'soprabito', 'capispalla', 'outerwear', 'parka', 'trench'],
  ['camicia', 'camicie', 'shirt', 'shirts', 'blusa', 'blouse', 'blouses'],
  ['t-shirt', 'tshirt', 'maglietta', 'magliette', 'tee'],
  ['gonna', 'gonne', 'skirt', 'skirts'],
  ['abito', 'abiti', 'vestito', 'vestiti', 'dress', 'dresses'],
  ['sciarpa', 'sciarpe', 'scarf', 'scarves', 'foulard', 'stola', 'stole'],
  ['borsa', 'borse', 'bag', 'bags', 'handbag', 'tote', 'shopper'],
  ['accessorio', 'accessori', 'accessory', 'accessories'],
  ['uomo', 'uomini', 'men', 'man', 'mens', 'maschile'],
  ['donna', 'donne', 'women', 'woman', 'womens', 'femminile', 'lady'],
  ['unisex'],
  ['lana', 'wool'],
  ['cotone', 'cotton'],
  ['seta', 'silk'],
  ['lino', 'linen'],
  ['cashmere', 'cachemire'],
  ['pelle', 'leather'],
];

/**
 * Colour families: a word of a family finds the articles in any colour whose Italian or English
 * name has a word of the family ('navy' finds 'Blu notte', 'Avio' and 'Celeste' garments).
 */
export const COLOUR_FAMILIES: readonly (readonly string[])[] = [
  ['nero', 'neri', 'nera', 'nere', 'black'],
  ['blu', 'blue', 'navy', 'azzurro', 'azzurra', 'celeste', 'avio', 'petrolio', 'petrol', 'notte', 'midnight'],
  ['bianco', 'bianca', 'bianchi', 'white', 'panna', 'cream', 'avorio', 'ivory'],
  ['grigio', 'grigia', 'grigi', 'grey', 'gray', 'antracite', 'charcoal', 'melange'],
  ['verde', 'verdi', 'green', 'salvia', 'sage', 'oliva', 'olive', 'bosco', 'forest'],
  ['rosso', 'rossa', 'rossi', 'red', 'bordeaux', 'burgundy', 'corallo', 'coral'],
  ['marrone', 'marroni', 'brown', 'cammello', 'camel', 'tabacco', 'tobacco', 'cioccolato', 'chocolate'],
  ['beige', 'sabbia', 'sand'],
  ['arancione', 'orange', 'terracotta'],
  ['giallo', 'gialla', 'yellow', 'senape', 'mustard'],
  ['rosa', 'pink', 'cipria', 'powder'],
  ['viola', 'purple', 'lavanda', 'lavender', 'lilla', 'lilac'],
];

const groupsByWord = (groups: readonly (readonly string[])[]) => {
  const map = new Map<string, readonly string[]>();
  for (const group of groups) for (const word of group) map.set(word, group);
  return map;
};

const synonymGroup = groupsByWord(SYNONYMS);
const colourGroup = groupsByWord(COLOUR_FAMILIES);
/** Every word of the vocabulary, sorted: typo corrections are looked for among them too. */
export const vocabularyWords: readonly string[] = [...new Set([...synonymGroup.keys(), ...colourGroup.keys()])].sort();

/** The word with its synonyms (itself first); the word alone when it has none. */
export const synonymsOf = (word: string): string[] => [word, ...(synonymGroup.get(word) ?? []).filter((w) => w !== word)];

/** The colour family a word names, or none. */
export const colourWordsOf = (word: string): readonly string[] => colourGroup.get(word) ?? [];

/** Whether the word is one of the vocabulary's: then it is matched as a word, never inside another. */
export const isVocabularyWord = (word: string): boolean => synonymGroup.has(word) || colourGroup.has(word);

/** Vocabulary words that start with what was typed so far ('swe' -> 'sweater', 'sweaters'), for suggestions. */
export const vocabularyCompletions = (prefix: string, limit = 4): string[] =>
  prefix.length < 2 ? [] : vocabularyWords.filter((word) => word.startsWith(prefix) && word !== prefix).slice(0, limit);
