import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['jaket', 'jacket', 1],
    ['sweter', 'sweater', 1],
    ['giaca', 'giacca', 1],
    ['maglinoe', 'maglione', 1],
    ['jumpr', 'jumper', 1],
    ['pantolone', 'pantalone', 1],
    ['blu', 'blu', 0],
    ['blu', 'blusa', 2],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s -> %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops at the limit, answering one more', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
    expect(editDistance('jaket', 'jacket', 1)).toBe(1);
  });
});
