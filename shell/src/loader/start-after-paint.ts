/**
 * Id of the data block in which the server lists what a page fetches once it is on screen (the
 * shared contracts' `AFTER_PAINT_ID`, which a test keeps equal; the loader carries no library).
 */
export const AFTER_PAINT_ID = 'shop-after-paint';

/** The files a page fetches once it has been painted: its route's scripts, and the likely next page's. */
export interface AfterPaint {
  preload: string[];
  prefetch: string[];
}

const ownPaths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.startsWith('/') && !item.startsWith('//'))
    : [];

/** The server's list, or empty lists when the block is missing or unreadable. */
export function afterPaintOf(doc: Document): AfterPaint {
  try {
    const value: unknown = JSON.parse(doc.getElementById(AFTER_PAINT_ID)?.textContent ?? 'null');
    const lists = (value ?? {}) as Partial<Record<keyof AfterPaint, unknown>>;
    return { preload: ownPaths(lists.preload), prefetch: ownPaths(lists.prefetch) };
  } catch {
    return { preload: [], prefetch: [] };
  }
}

function link(doc: Document, rel: 'preload' | 'prefetch', href: string): HTMLLinkElement {
  const element = doc.createElement('link');
  element.rel = rel;
  if (rel === 'preload') element.as = href.endsWith('.css') ? 'style' : 'script';
  element.href = href;
  return element;
}

/**
 * Starts the application (`app`, the shell's entry script) once the page as the server sent it is on
 * screen: first the route's scripts are asked for, then the entry, then the likely next page's files.
 * The first screen's picture and text are thus never queued behind the code.
 */
export async function startAfterPaint(doc: Document, app: string | undefined, painted: () => Promise<void>): Promise<void> {
  if (!app) return;
  await painted();
  const { preload, prefetch } = afterPaintOf(doc);
  for (const href of preload) doc.head.append(link(doc, 'preload', href));
  const script = doc.createElement('script');
  script.src = app;
  doc.head.append(script);
  for (const href of prefetch) doc.head.append(link(doc, 'prefetch', href));
}
