import { AFTER_PAINT_ID as CONTRACT_ID } from '@shop/shared';
import { AFTER_PAINT_ID, afterPaintOf, startAfterPaint } from './start-after-paint';

function page(block: string | null): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  if (block !== null) doc.head.innerHTML = `<script type="application/json" id="${AFTER_PAINT_ID}">${block}</script>`;
  return doc;
}

const added = (doc: Document) =>
  [...doc.head.querySelectorAll('link, script[src]')].map((element) =>
    element instanceof HTMLLinkElement
      ? `${element.rel} ${element.as || '-'} ${element.getAttribute('href')}`
      : `script ${element.getAttribute('src')}`,
  );

describe('the storefront loader', () => {
  it('reads the block id the server writes', () => {
    expect(AFTER_PAINT_ID).toBe(CONTRACT_ID);
  });

  it('fetches nothing before the page is painted, then the route, the entry and the likely next page, in that order', async () => {
    const doc = page(
      JSON.stringify({ preload: ['/mf/catalog/remoteEntry.js', '/mf/catalog/static/1.css'], prefetch: ['/mf/cart/remoteEntry.js'] }),
    );
    let paint: () => void = () => undefined;
    const started = startAfterPaint(doc, '/static/main.0a1b2c3d4e.js', () => new Promise<void>((resolve) => (paint = resolve)));
    await Promise.resolve();
    expect(added(doc)).toEqual([]);
    paint();
    await started;
    expect(added(doc)).toEqual([
      'preload script /mf/catalog/remoteEntry.js',
      'preload style /mf/catalog/static/1.css',
      'script /static/main.0a1b2c3d4e.js',
      'prefetch - /mf/cart/remoteEntry.js',
    ]);
  });

  it('takes only paths of this shop from the block, and starts the entry without one', async () => {
    expect(
      afterPaintOf(page(JSON.stringify({ preload: ['//elsewhere.example/x.js', 'https://elsewhere.example/y.js', 42, '/ok.js'] }))),
    ).toEqual({
      preload: ['/ok.js'],
      prefetch: [],
    });
    expect(afterPaintOf(page('{not json'))).toEqual({ preload: [], prefetch: [] });
    const doc = page(null);
    await startAfterPaint(doc, '/static/main.js', () => Promise.resolve());
    expect(added(doc)).toEqual(['script /static/main.js']);
  });

  it('without an entry to start, does nothing', async () => {
    const doc = page(JSON.stringify({ preload: ['/a.js'], prefetch: [] }));
    await startAfterPaint(doc, undefined, () => Promise.resolve());
    expect(added(doc)).toEqual([]);
  });
});
