import { useLayoutEffect, type MouseEvent } from 'react';
import { useNavigationType } from 'react-router-dom';

/** Where the shopper left each list (by history entry), so going back returns to the same card. */
const STORE = 'shop:list-places';
/** Lists remembered at most (the oldest are forgotten). */
const MAX_PLACES = 20;

interface Place {
  /** The card's article id. */
  card: string;
  /** The card's distance from the top of the viewport when it was left. */
  top: number;
  /** Left with the keyboard: focus returns to the card's link. */
  keyboard: boolean;
}

function places(): Record<string, Place> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Record<string, Place>;
  } catch {
    return {};
  }
}

/** Notes the card whose link was followed (a grid's click handler); `list` names the list's history entry. */
export function rememberCard(list: string, event: MouseEvent<HTMLElement>): void {
  const link = (event.target as Element).closest('a');
  const item = link?.closest<HTMLElement>('[data-card]');
  if (!link || !item?.dataset.card) return;
  const kept = Object.entries(places())
    .filter(([key]) => key !== list)
    .slice(-(MAX_PLACES - 1));
  // A click the keyboard made (Enter on a link) has no pointer detail.
  const place: Place = { card: item.dataset.card, top: item.getBoundingClientRect().top, keyboard: event.detail === 0 };
  try {
    sessionStorage.setItem(STORE, JSON.stringify(Object.fromEntries([...kept, [list, place]])));
  } catch {
    // Storage full or refused: the list simply opens at the top.
  }
}

/**
 * Back or forward to a list: once its cards are drawn, the card left is put back where it was in
 * the viewport, and focused when it was left with the keyboard. Runs before paint (no jump).
 */
export function useCardReturn(list: string, ready: boolean): void {
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (!ready || type !== 'POP') return;
    const place = places()[list];
    if (!place) return;
    const item = document.querySelector<HTMLElement>(`[data-card="${CSS.escape(place.card)}"]`);
    if (!item) return;
    window.scrollBy({ top: item.getBoundingClientRect().top - place.top, behavior: 'instant' });
    if (place.keyboard) item.querySelector<HTMLElement>('h2 a')?.focus({ preventScroll: true });
  }, [ready, list, type]);
}
