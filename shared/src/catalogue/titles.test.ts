import { localName } from './titles';

describe('localName', () => {
  it('takes the Italian part before the slash and the English part after it', () => {
    expect(localName('Uomo/Men', 'ita')).toBe('Uomo');
    expect(localName('Uomo/Men', 'eng')).toBe('Men');
    expect(localName('Vestibilità regolare / Regular fit', 'eng')).toBe('Regular fit');
  });

  it('keeps everything after the first slash as the English part', () => {
    expect(localName('Primavera-Estate 2026/Spring-Summer 2026', 'eng')).toBe('Spring-Summer 2026');
    expect(localName('Giacche/Jackets/Coats', 'eng')).toBe('Jackets/Coats');
    expect(localName('Giacche/Jackets/Coats', 'ita')).toBe('Giacche');
  });

  it('reads a name without a slash, or with one empty side, the same in both languages', () => {
    expect(localName('Atelier', 'eng')).toBe('Atelier');
    expect(localName('Atelier', 'ita')).toBe('Atelier');
    expect(localName('Cappotti/', 'eng')).toBe('Cappotti');
    expect(localName('/Coats', 'ita')).toBe('Coats');
  });
});
