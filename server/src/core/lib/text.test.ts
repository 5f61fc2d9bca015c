import { escapeLike, plainText, textWords } from './text';

describe('search text', () => {
  it('is lower case without accents, split into words', () => {
    expect(plainText('Novità Più')).toBe('novita piu');
    expect(textWords('maglia, 100% lana-merino')).toEqual(['maglia', '100', 'lana', 'merino']);
  });

  it("takes LIKE's wildcards and escape character literally", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('lana')).toBe('lana');
  });
});
