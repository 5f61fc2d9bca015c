import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LARGEST_PAGE } from '@shop/shared/contracts';
import { serverText } from '../../core/http/messages';
import { writeFigures } from '../../../test/reliability/figures';
import { prepareDatabase } from '../../../test/reliability/prepared-database';
import { startShopProcess, type ShopProcess } from '../../../test/reliability/shop-process';
import { API } from '../../../test/reliability/shopper';

/**
 * The review's load on the built server: anonymous `API/read`s of the catalogue from many
 * addresses, four at a time, each with its own `prezzoMin` (low enough to select every article)
 * so that none is answered from the cache; every other one asks for the whole catalogue
 * (`limit: 0`), the others for the largest page a shopper may have. The process's resident memory,
 * sampled throughout, must stay within the read cache's bound plus a stated margin.
 *
 * The server runs with a bounded V8 heap. Left to itself on a machine with gigabytes to spare, V8
 * lets garbage reach several times the live heap before it collects: with the same load, the
 * same cache bound and no heap bound, the peak was 80-180 MB above the start, whether "All" was
 * answered or refused. That measures when the collector runs, not what the reads keep; a bounded
 * heap makes it collect as a production server should (see README). With it, answering "All"
 * (before it was refused) grew the process by 48 MB: at 320 articles such a read cost time (about
 * 0.3 s on PGlite) and bytes sent (1.1 MB) more than memory, and this test fails there on the replies.
 */
const MIB = 1024 * 1024;
/** The default seed's size, as the review measured it: a read of every article was then 1.1 MB. */
const ARTICLES = 320;
const READS = 1000;
const PARALLEL = 4;
const CACHE_MB = 16;
const HEAP_MB = 384;
/**
 * What the process may grow by beyond the cache's bound: the reads in flight and the garbage of
 * those between two collections, the allocator's and V8's reserves, and PGlite's WebAssembly
 * memory, which grows to the largest query it has run and is never given back. Measured: 40-47 MB.
 */
const MARGIN_MB = 64;

/** Resident memory of a process, from Linux's /proc. */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) * 1024;
}

const body = (prezzoMin: number, limit: number) =>
  JSON.stringify({ entity: 'Articolo', expression: { languageCode: 'ita', prezzoMin }, pagination: { page: 1, limit } });

/** A client address per request, as from many machines: the per-address limits do not bound this load. */
const address = (i: number) => `10.91.${(i >> 8) & 255}.${i & 255}`;

const run = process.platform === 'linux' ? describe : describe.skip;

run('memory of the built server under distinct anonymous catalogue reads (pglite)', () => {
  let dataDir = '';
  let shop: ShopProcess | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-read-memory-'));
    const prepared = await prepareDatabase('pglite', ARTICLES);
    await prepared.saveTo(path.join(dataDir, 'pglite'));
    shop = await startShopProcess({
      dataDir,
      env: { READ_CACHE_MB: String(CACHE_MB), NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` },
    });
  }, 300_000);
  afterAll(async () => {
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it(`refuses the whole catalogue and stays within the read cache bound plus ${MARGIN_MB} MB over ${READS} reads`, async () => {
    const origin = shop!.origin;
    const post = async (payload: string, i: number) => {
      const response = await fetch(`${origin}${API}/API/read`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
        body: payload,
        signal: AbortSignal.timeout(60_000),
      });
      return { status: response.status, text: await response.text() };
    };
    // Warm up: code compiled, PGlite grown to a full page's working set, pools allocated.
    for (let i = 0; i < 4; i += 1) await post(body(0, LARGEST_PAGE), 0);
    for (let i = 0; i < 20; i += 1) await post(body(90_000 + i, LARGEST_PAGE), 0);
    const before = residentBytes(shop!.pid);
    let most = before;
    const sampler = setInterval(() => (most = Math.max(most, residentBytes(shop!.pid))), 50);

    const replies = new Map<string, number>();
    let bytes = 0;
    let refusal = '';
    let next = 0;
    const started = Date.now();
    const loop = async () => {
      while (next < READS) {
        const i = next++;
        const whole = i % 2 === 0;
        const reply = await post(body(i / 100, whole ? 0 : LARGEST_PAGE), i + 1);
        const kind = `${whole ? 'whole catalogue' : 'largest page'} ${reply.status}`;
        replies.set(kind, (replies.get(kind) ?? 0) + 1);
        bytes += reply.text.length;
        if (whole && reply.status === 400) refusal = reply.text;
        if (!whole && i % 50 === 1) expect((JSON.parse(reply.text) as { records: unknown[] }).records).toHaveLength(LARGEST_PAGE);
      }
    };
    try {
      await Promise.all(Array.from({ length: PARALLEL }, loop));
    } finally {
      clearInterval(sampler);
    }
    const after = residentBytes(shop!.pid);
    most = Math.max(most, after);
    const mb = (n: number) => Math.round((n / MIB) * 10) / 10;
    const figures = {
      articles: ARTICLES,
      reads: READS,
      parallel: PARALLEL,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      replies: Object.fromEntries(replies),
      answersMB: mb(bytes),
      readCacheMB: CACHE_MB,
      heapMB: HEAP_MB,
      marginMB: MARGIN_MB,
      rssBeforeMB: mb(before),
      rssMostMB: mb(most),
      rssAfterMB: mb(after),
      rssGrowthMB: mb(most - before),
    };
    writeFigures('anonymous-read-memory', figures);
    process.stdout.write(`anonymous read memory: ${JSON.stringify(figures)}\n`);

    expect(Object.fromEntries(replies)).toEqual({ 'whole catalogue 400': READS / 2, 'largest page 200': READS / 2 });
    expect(JSON.parse(refusal)).toMatchObject({ error: true, message: serverText('ita', 'readAllStaffOnly', { max: LARGEST_PAGE }) });
    expect(bytes).toBeGreaterThan(4 * CACHE_MB * MIB); // the answers would not have fit in the cache many times over
    expect(most - before).toBeLessThan((CACHE_MB + MARGIN_MB) * MIB);
  }, 900_000); // a ceiling, not a wait: a loaded machine may take several times longer
});
