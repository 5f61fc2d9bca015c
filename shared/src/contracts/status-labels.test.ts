import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_STATUS_LABELS, orderStatuses, RETURN_STATUS_LABELS, RETURN_STATUSES } from './index';

const root = path.resolve(__dirname, '../../..');
/** Every message catalogue of the screens. */
const catalogues = ['shell', 'mfe-catalog', 'mfe-account', 'mfe-cart', 'mfe-cms', 'mfe-backoffice'].map((folder) =>
  path.join(root, folder, 'src/i18n/messages.ts'),
);

describe('one label per status, everywhere', () => {
  it.each([
    ['order', ORDER_STATUS_LABELS, orderStatuses],
    ['return', RETURN_STATUS_LABELS, RETURN_STATUSES],
  ] as const)('gives every %s status one label per language, none shared by two statuses', (_, labels, statuses) => {
    for (const language of ['it', 'en'] as const) {
      const words = statuses.map((status) => (labels as Record<string, { it: string; en: string }>)[status]?.[language] ?? '');
      expect(words.every((word) => word.trim().length > 0)).toBe(true);
      expect(new Set(words).size).toBe(words.length);
    }
  });

  it('leaves no screen a label of its own for a status: they all read the contracts', () => {
    const statuses = [...orderStatuses, ...RETURN_STATUSES].join('|');
    const ownLabel = new RegExp(`'([\\w.]*\\.)?status\\.(${statuses})'\\s*:`);
    const found = catalogues.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => ownLabel.test(line))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
    // The check reads real catalogues: each has texts.
    for (const file of catalogues) expect(readFileSync(file, 'utf8')).toMatch(/'[\w.]+': '/);
  });
});
