import { sectionIn } from './catalogue-text';

const section = {
  ita: { hello: 'Ciao {name}, hai {count} ordini', quoted: "Rimborso dell'ordine {id}", plain: 'Fine' },
  eng: { hello: 'Hello {name}, you have {count} orders', quoted: 'Refund of order {id}', plain: 'End' },
} as const;

describe('sectionIn', () => {
  it('reads a section in one language and fills the values by the catalogue rules', () => {
    expect(sectionIn(section, 'ita')('hello', { name: 'Anna', count: 1200 })).toBe('Ciao Anna, hai 1200 ordini');
    expect(sectionIn(section, 'eng')('hello', { name: 'Anna', count: 3 })).toBe('Hello Anna, you have 3 orders');
    expect(sectionIn(section, 'ita')('quoted', { id: "W-1 {x} l'a" })).toBe("Rimborso dell'ordine W-1 {x} l'a");
    expect(sectionIn(section, 'eng')('plain')).toBe('End');
  });
});
