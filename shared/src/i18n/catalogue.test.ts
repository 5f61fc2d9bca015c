import { catalogueProblems, defineCatalogue, mergeCatalogues } from './catalogue';
import { commonMessages } from './common-messages';
import { messageArguments } from './message-arguments';

describe('catalogueProblems', () => {
  it('finds a key missing, or empty, in either language', () => {
    const problems = catalogueProblems({
      ita: { 'a.title': 'Titolo', 'a.only-ita': 'Solo italiano', 'a.blank': 'Vuoto' },
      eng: { 'a.title': 'Title', 'a.only-eng': 'Only English', 'a.blank': '  ' },
    });
    expect(problems).toEqual(['a.blank: missing in eng', 'a.only-eng: missing in ita', 'a.only-ita: missing in eng']);
  });

  it('finds messages whose arguments differ', () => {
    expect(catalogueProblems({ ita: { greet: 'Ciao, {name}' }, eng: { greet: 'Hello, {nome}' } })).toEqual([
      'greet: arguments differ between ita and eng',
    ]);
  });

  it('accepts a complete catalogue with matching plural messages', () => {
    const catalogue = defineCatalogue(
      { count: '{count, plural, one {# risultato} other {# risultati}}' },
      { count: '{count, plural, one {# result} other {# results}}' },
    );
    expect(catalogueProblems(catalogue)).toEqual([]);
  });

  it('finds messages the shop cannot read: broken syntax, or styles and tags its texts never use', () => {
    const problems = catalogueProblems({
      ita: { broken: 'Ciao {name', price: 'Prezzo {p, number}', bold: '<b>Saldi</b>', fine: "L'articolo è qui" },
      eng: { broken: 'Hello {name}', price: 'Price {p, number}', bold: 'Sale', fine: "The article's here" },
    });
    expect(problems).toEqual([
      'bold: cannot be read in ita (UNSUPPORTED_TAG)',
      'broken: cannot be read in ita (EXPECT_ARGUMENT_CLOSING_BRACE)',
      'price: cannot be read in ita (UNSUPPORTED_ARGUMENT_TYPE)',
      'price: cannot be read in eng (UNSUPPORTED_ARGUMENT_TYPE)',
    ]);
  });

  it('merges catalogues, later ones winning', () => {
    const merged = mergeCatalogues({ ita: { a: '1', b: '2' }, eng: { a: 'one', b: 'two' } }, { ita: { b: 'due' }, eng: { b: 'TWO' } });
    expect(merged).toEqual({ ita: { a: '1', b: 'due' }, eng: { a: 'one', b: 'TWO' } });
  });
});

describe('messageArguments', () => {
  it('finds arguments, including those inside plural options, but not the option texts', () => {
    expect(messageArguments('Ciao, {name}')).toEqual(['name']);
    expect(messageArguments('{count, plural, =0 {Carrello, vuoto} one {# articolo di {owner}} other {# articoli}}')).toEqual([
      'count',
      'owner',
    ]);
    expect(messageArguments('{total, number, ::currency/EUR} il {day, date, short}')).toEqual(['day', 'total']);
    expect(messageArguments('Nessun argomento')).toEqual([]);
  });
});

describe('the UI kit catalogue', () => {
  it('is complete in Italian and English', () => {
    expect(catalogueProblems(commonMessages)).toEqual([]);
  });
});
