import { useEffect, useEffectEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

export interface FocusTrapOptions {
  active?: boolean;
  /** Called on Escape; without it Escape does nothing. */
  onEscape?: () => void;
  /** Element focused first; otherwise the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * Keeps keyboard focus inside `container` while active: Tab and Shift+Tab cycle, Escape calls
 * `onEscape`, and focus returns to where it was when the trap ends.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  { active = true, onEscape, initialFocus }: FocusTrapOptions = {},
): void {
  const escape = useEffectEvent(() => onEscape?.());
  const firstTarget = useEffectEvent(() => initialFocus?.current ?? null);

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (firstTarget() ?? focusableIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        root.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, container]);
}
