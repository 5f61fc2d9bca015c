import type { Articolo } from '@shop/shared';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { PriceLine } from './price-line';
import styles from './purchase-bar.module.css';

export interface PurchaseBarProps {
  article: Pick<Articolo, 'prezzo' | 'percentualeSconto'>;
  /** The chosen colour and size, or what is still to choose. */
  choice: string;
  onAdd: () => void;
}

/**
 * Keeps the page's end reachable while the bar is shown: the body gets the bar's height as bottom
 * padding, focus moving down the page scrolls far enough to stay above it, and the shell's toasts
 * rise above it (`--fixed-bottom`).
 */
function useRoomBelow(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const body = document.body.style;
    const root = document.documentElement.style;
    const previous = { padding: body.paddingBottom, scroll: root.scrollPaddingBottom, fixed: root.getPropertyValue('--fixed-bottom') };
    const fit = () => {
      const height = `${element.offsetHeight}px`;
      body.paddingBottom = height;
      root.scrollPaddingBottom = height;
      root.setProperty('--fixed-bottom', height);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.paddingBottom = previous.padding;
      root.scrollPaddingBottom = previous.scroll;
      if (previous.fixed) root.setProperty('--fixed-bottom', previous.fixed);
      else root.removeProperty('--fixed-bottom');
    };
  }, [bar]);
}

/** The price and 'Aggiungi al carrello' fixed at the bottom of a phone's screen. */
export function PurchaseBar({ article, choice, onAdd }: PurchaseBarProps) {
  const intl = useIntl();
  const bar = useRef<HTMLDivElement>(null);
  useRoomBelow(bar);
  return (
    <div ref={bar} className={styles.bar} role="region" aria-label={intl.formatMessage({ id: 'catalog.bar.label' })}>
      <div className={styles.summary}>
        <PriceLine article={article} />
        <p className={styles.choice}>{choice}</p>
      </div>
      <button type="button" className={styles.add} onClick={onAdd}>
        {intl.formatMessage({ id: 'catalog.detail.addToCart' })}
      </button>
    </div>
  );
}
