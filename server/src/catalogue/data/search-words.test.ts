import { closestWords, type KnownWord } from './search-words';

const known = (language: KnownWord['language'], ...words: string[]) => words.map((word) => ({ word, language }));

describe('closestWords', () => {
  it('corrects to the words fewest edits away, the shop language first, then the vocabulary, then the other language', () => {
    const candidates = [...known('ita', 'giacca', 'giacche', 'giacchetta'), ...known('eng', 'jacket', 'jackets', 'packet')];
    expect(closestWords('jaket', 'eng', candidates)).toEqual(['jacket']);
    expect(closestWords('packe', 'eng', candidates)).toEqual(['packet']);
    const tied = [...known('ita', 'corto'), ...known('eng', 'porto', 'sweats')];
    expect(closestWords('dorto', 'ita', tied)).toEqual(['corto', 'porto']);
    expect(closestWords('dorto', 'eng', tied)).toEqual(['porto', 'corto']);
    expect(closestWords('sweatr', 'eng', tied)).toEqual(['sweats', 'sweater']);
    expect(closestWords('sweatr', 'ita', tied)).toEqual(['sweater', 'sweats']);
    expect(closestWords('giaca', 'eng', candidates)).toEqual(['giacca']);
    expect(closestWords('giacche', 'eng', candidates)).toEqual(['giacca']);
  });

  it('knows the vocabulary words without any article naming them', () => {
    expect(closestWords('sweter', 'eng', [])).toEqual(['sweater']);
    expect(closestWords('swaeter', 'ita', [])).toEqual(['sweater']);
    expect(closestWords('nvay', 'eng', [])).toEqual(['navy']);
  });

  it('allows one edit up to five letters and two from six, never the word itself', () => {
    expect(closestWords('jket', 'eng', known('eng', 'jacket'))).toEqual([]);
    expect(closestWords('jakcet', 'eng', known('eng', 'jacket'))).toEqual(['jacket']);
    expect(closestWords('jacet', 'eng', known('eng', 'jacket'))).toEqual(['jacket']);
    expect(closestWords('qzxwvj', 'eng', known('eng', 'jacket'))).toEqual([]);
    expect(closestWords('jacketz', 'eng', known('eng', 'jacketz', 'jacket'))).toEqual(['jacket', 'jackets']);
  });
});
