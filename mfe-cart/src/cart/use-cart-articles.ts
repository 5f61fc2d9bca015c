import { cartAtom, useApiRead, type Articolo } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';

/** Images and colours of the articles in the cart (prices and stock come from the quote). */
export function useCartArticles(): Articolo[] {
  const cart = useAtomValue(cartAtom);
  const codes = useMemo(() => [...new Set(cart.righe.map((l) => l.cod_articolo))].sort(), [cart.righe]);
  const result = useApiRead<Articolo>({ entity: 'Articolo', expression: { codArticoli: codes }, pagination: { page: 1, limit: 100 } });
  return result.status === 'success' ? result.data.records : [];
}
