import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '../..');

/** Every production file of the server, relative to server/src. */
function productionFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(src, full)] : [];
  });
}

describe('the stock has one owner', () => {
  it('is written only by checkout/stock (and the seed, which creates it)', () => {
    const writers = productionFiles().filter((file) =>
      /\.(update|insert|delete)\(\s*(t\.|schema\.)?articoloDisponibilita\b/.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(writers.filter((file) => !file.startsWith('checkout/stock/') && !file.startsWith('seed/'))).toEqual([]);
    // The rule holds something: the owner's own writes are found.
    expect(writers).toEqual(expect.arrayContaining(['checkout/stock/pieces.ts', 'checkout/stock/article-stock.ts']));
  });
});
