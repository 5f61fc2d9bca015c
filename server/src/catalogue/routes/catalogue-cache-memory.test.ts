import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { LARGEST_PAGE, type Articolo, type ReadReply } from '@shop/shared/contracts';
import { createTestShop, type TestShop } from '../../../test/support/test-shop';
import { readCacheOf } from './api-read';

/**
 * The hostile load of the review: `API/read` of the largest page (every article of the test
 * catalogue; it was `limit: 0`, which only staff may ask now) and a different `prezzoMin` each
 * time. Before the byte bound, each distinct answer stayed cached (up to 5000 of them, a megabyte or
 * more each on a large catalogue) and the server ran out of memory. Here the cache is given 8 MB,
 * far less than the 5000 answers take, and must stay within it. The same load against the built
 * server, measured as the process's memory, is anonymous-read-memory.test.ts.
 *
 * Measured on 2 busy cores (the figures are printed): about 43 s for the 5000 reads, 100 MB of
 * answers; the cache at most 8.0 MB; the heap kept after a full collection grew by 8.1 MB (the
 * cache's own count: 7.8 MB), rss by 17-31 MB. With the old bound alone (5000 entries, no byte
 * limit) the same reads kept 48 MB in the cache, +50 MB of heap and +54-76 MB of rss: the heap
 * check below fails there.
 */
const MIB = 1024 * 1024;
const CACHE_BYTES = 8 * MIB;
const REQUESTS = 5000;
/** One read in this many asks for every article; the others for none (loading records on PGlite is slow). */
const FULL_EVERY = 10;
/** What the process may keep beyond the cache after a full collection (PGlite, code, the allocator). */
const HEAP_SLACK = 16 * MIB;
/**
 * Documented cap on the growth of the whole process (rss) over the 5000 reads: generous, as rss
 * also holds what the garbage collector and PGlite's WebAssembly memory keep for later.
 */
const RSS_GROWTH_CAP = 150 * MIB;

/**
 * A full garbage collection, so what is measured is what the process keeps: jest runs without
 * --expose-gc, but the flag can still be set at run time and `gc` taken from a fresh context.
 */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as unknown;
  if (typeof gc !== 'function') throw new Error('no gc');
  return () => (gc as () => void)();
}

/** What the heap keeps after a full collection: V8's own objects and the buffers outside it. */
const kept = (gc: () => void) => {
  gc();
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.arrayBuffers, rss: usage.rss };
};

const url = '/Apps/WebObjects/Shop.woa/wa/API/read';
const readAll = (expression: object) => ({
  entity: 'Articolo',
  expression: { languageCode: 'ita', ...expression },
  orderings: [{ key: 'codArticolo', direction: 'asc' }],
  pagination: { page: 1, limit: LARGEST_PAGE },
});

describe('catalogue read cache under distinct hostile reads (pglite)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // Every read comes from one address here: the per-address limit (its own tests) must not refuse them.
    shop = await createTestShop('pglite', { readCacheBytes: CACHE_BYTES, rateLimitFactor: 100 });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  }, 30_000);

  const cache = () => {
    const found = readCacheOf(shop.app);
    if (!found) throw new Error('the test shop has no read cache');
    return found;
  };

  it('takes its byte bound from the configuration (READ_CACHE_MB)', () => {
    expect(cache().maxBytes).toBe(CACHE_BYTES);
    expect(cache().maxEntryBytes).toBe(CACHE_BYTES / 8);
  });

  it(`keeps its counted bytes under the bound, and the process's memory with them, over ${REQUESTS} distinct reads of the largest page`, async () => {
    const { app } = shop;
    const all = (await app.inject({ method: 'POST', url, payload: readAll({}) })).json<ReadReply<Articolo>>();
    const priceOf = (article: Articolo) => article.prezzo?.prezzoVendita;
    // Warm up (code compiled, pools allocated) before the baseline is taken.
    for (let i = 0; i < 50; i += 1) await app.inject({ method: 'POST', url, payload: readAll({ prezzoMax: 1000 + i }) });
    cache().clear();
    const gc = collectGarbage();
    const before = kept(gc);
    let most = 0;
    let answerBytes = 0;
    const started = Date.now();
    for (let i = 0; i < REQUESTS; i += 1) {
      // Every one a different filter: one in ten low enough for every article (about 200 KB an answer),
      // the others above every price (a small answer and a count).
      const prezzoMin = i % FULL_EVERY === 0 ? i / 100 / FULL_EVERY : 1000 + i / 100;
      const headers = i % 2 ? { 'accept-encoding': 'gzip' } : {};
      const response = await app.inject({ method: 'POST', url, payload: readAll({ prezzoMin }), headers });
      expect(response.statusCode).toBe(200);
      answerBytes += response.rawPayload.byteLength;
      most = Math.max(most, cache().bytes);
      if (cache().bytes > cache().maxBytes) throw new Error(`cache at ${cache().bytes} bytes after request ${i}`);
      if (i % 500 === 7) {
        // The answer is the one for the filter asked, compressed or not.
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload).toString() : response.body;
        const reply = JSON.parse(body) as ReadReply<Articolo>;
        const expected = all.records.filter((article) => (priceOf(article) ?? -1) >= prezzoMin).map((a) => a.codArticolo);
        expect(reply.records.map((a) => a.codArticolo)).toEqual(expected);
        expect(reply.totalCount).toBe(expected.length);
      }
    }
    const seconds = (Date.now() - started) / 1000;
    const after = kept(gc);
    const growth = after.rss - before.rss;
    const mb = (bytes: number) => (bytes / MIB).toFixed(1);
    process.stdout.write(
      `read cache memory: ${REQUESTS} distinct reads in ${seconds.toFixed(1)} s, ${mb(answerBytes)} MB sent; ` +
        `cache at most ${mb(most)} MB of ${mb(CACHE_BYTES)} MB, ends with ${mb(cache().bytes)} MB in ${cache().size} entries, ` +
        `${cache().aliasCount} raw forms; rss ${mb(before.rss)} -> ${mb(after.rss)} MB (+${mb(growth)}), ` +
        `heap kept after gc ${mb(before.heap)} -> ${mb(after.heap)} MB (+${mb(after.heap - before.heap)})\n`,
    );
    expect(answerBytes).toBeGreaterThan(10 * CACHE_BYTES); // the answers would not have fit many times over
    expect(most).toBeLessThanOrEqual(CACHE_BYTES);
    expect(most).toBeGreaterThan(CACHE_BYTES / 2); // the cache was used, not bypassed
    expect(after.heap - before.heap).toBeLessThan(CACHE_BYTES + HEAP_SLACK);
    expect(growth).toBeLessThan(RSS_GROWTH_CAP);
  }, 600_000); // about 60 s alone; a ceiling, not a wait: a loaded machine may take several times longer

  it('still answers a repeated read from the cache, and reads prices finer than a cent as the cents they select', async () => {
    const { app } = shop;
    const first = await app.inject({ method: 'POST', url, payload: readAll({ prezzoMin: 20 }) });
    const size = cache().size;
    const again = await app.inject({ method: 'POST', url, payload: readAll({ prezzoMin: 20 }) });
    expect(again.body).toBe(first.body);
    const finer = await app.inject({ method: 'POST', url, payload: readAll({ prezzoMin: 19.991 }) });
    expect(finer.body).toBe(first.body);
    expect(cache().size).toBe(size); // the same entry answered both
  });

  it('does not cache an answer larger than the per-entry cap, and still sends it whole and compressed', async () => {
    const { app } = shop;
    cache().setMaxBytes(256 * 1024); // an entry may then take 32 KB, less than a read of every article
    try {
      cache().clear();
      const payload = readAll({ prezzoMax: 99_999 });
      const plain = await app.inject({ method: 'POST', url, payload });
      expect(plain.rawPayload.byteLength).toBeGreaterThan(cache().maxEntryBytes);
      expect(cache().bytes).toBeLessThan(4096); // its count is kept; the answer, too large even alone, is not
      const compressed = await app.inject({ method: 'POST', url, payload, headers: { 'accept-encoding': 'gzip' } });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
      expect(cache().bytes).toBeLessThanOrEqual(cache().maxBytes);
    } finally {
      cache().setMaxBytes(CACHE_BYTES);
    }
  });
});
