import { homeTexts } from '../catalogue/home-texts';
import { listTitles } from '../catalogue/list-titles';
import { shownOrderStatuses, RETURN_STATUSES } from '../contracts';
import { catalogueProblems } from '../i18n/catalogue';
import { SECTIONS, shopMessages } from './all';
import { formatText } from './format';
import { catalogMessages, cmsMessages, statusTexts } from './index';

describe('the message catalogue', () => {
  it('has every key in Italian and English, readable, with the same values in both', () => {
    expect(catalogueProblems(shopMessages)).toEqual([]);
  });

  it("has each key in one section only: no screen redefines the UI kit's texts or another screen's", () => {
    const owners = new Map<string, string[]>();
    for (const [name, section] of Object.entries(SECTIONS))
      for (const key of Object.keys(section.ita)) owners.set(key, [...(owners.get(key) ?? []), name]);
    const twice = [...owners].filter(([, names]) => names.length > 1).map(([key, names]) => `${key}: ${names.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it("has the list titles and the home's texts the server's first view shows", () => {
    for (const language of ['ita', 'eng'] as const) {
      const titles = Object.fromEntries(Object.entries(listTitles[language]).map(([kind, title]) => [`catalog.${kind}`, title]));
      expect(catalogMessages[language]).toMatchObject(titles);
      expect(cmsMessages[language]).toMatchObject({ 'cms.home': homeTexts[language].title, 'cms.discover': homeTexts[language].discover });
    }
  });

  it('labels each status once, in the status section alone', () => {
    const keys = [...shownOrderStatuses.map((status) => `order.${status}`), ...RETURN_STATUSES.map((status) => `return.${status}`)];
    for (const language of ['ita', 'eng'] as const) {
      const labels: Readonly<Record<string, string>> = statusTexts[language];
      expect(Object.keys(labels).sort()).toEqual([...keys].sort());
      expect(new Set(keys.map((key) => labels[key])).size).toBe(keys.length);
    }
    // A section's own label for a status ('orders.status.Void', 'status.refunded') would say it a second way.
    const ownLabel = new RegExp(`(^|\\.)status\\.(${[...shownOrderStatuses, ...RETURN_STATUSES].join('|')})$`);
    const found = Object.entries(SECTIONS)
      .filter(([name]) => name !== 'status')
      .flatMap(([name, section]) =>
        Object.keys(section.ita)
          .filter((key) => ownLabel.test(key))
          .map((key) => `${name}: ${key}`),
      );
    expect(found).toEqual([]);
    // The check reads the real catalogue: the screens' sections are in it.
    expect(Object.keys(shopMessages.ita)).toEqual(expect.arrayContaining(['shell.brand', 'cart.title', 'backoffice.orders.intro']));
  });

  it('would refuse a key missing in one language or a text the shop cannot read', () => {
    expect(catalogueProblems({ ita: { 'x.a': 'Uno', 'x.b': 'Due {n}' }, eng: { 'x.b': 'Two {count}' } })).toEqual([
      'x.a: missing in eng',
      'x.b: arguments differ between ita and eng',
    ]);
  });
});

describe('formatText', () => {
  it('fills values by the same ICU rules as the screens', () => {
    expect(formatText('ita', '{count, plural, one {# pezzo} other {# pezzi}}', { count: 1 })).toBe('1 pezzo');
    expect(formatText('eng', '{count, plural, one {# piece} other {# pieces}}', { count: 3 })).toBe('3 pieces');
    expect(formatText('ita', "Rimborso dell'ordine {id}", { id: 'W-1' })).toBe("Rimborso dell'ordine W-1");
  });
});
