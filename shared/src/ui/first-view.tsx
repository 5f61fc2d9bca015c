import type { ReactNode } from 'react';

/**
 * The page's first screen as the server drew it (the `.boot-main` block in the root), kept when the
 * application starts: React empties the root on its first render, and whatever would show a loading
 * state on that page (the shell while the route's code arrives, the page while its parts load) shows
 * this same markup instead, so nothing blanks out between the server's paint and the page's own.
 */
let kept: { markup: string; at: string } | null = null;

const here = () => `${window.location.pathname}${window.location.search}`;

/** Keeps the server's first screen of the current address, if the root holds one. */
export function keepFirstView(root: ParentNode): void {
  const view = root.querySelector('.boot-main');
  kept = view ? { markup: view.outerHTML, at: here() } : null;
}

/** Drops the kept screen (the shopper has moved on: later loading states are the usual ones). */
export function forgetFirstView(): void {
  kept = null;
}

/** The kept first screen while the shopper is still on the address it was drawn for, else null. */
export function firstViewMarkup(): string | null {
  return kept && kept.at === here() ? kept.markup : null;
}

/** The server's first screen where one is kept for this address, else `fallback` (a spinner, skeletons). */
export function FirstViewOr({ fallback }: { fallback: ReactNode }) {
  const markup = firstViewMarkup();
  // The server's own markup, escaped where it was drawn, shown again exactly as it came.
  return markup ? <div className="first-view" dangerouslySetInnerHTML={{ __html: markup }} /> : fallback;
}
