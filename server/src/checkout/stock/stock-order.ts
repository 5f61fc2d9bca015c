interface StockRow {
  codArticolo: string;
  codColore: string;
  progSiglaTaglia: number;
}

/**
 * The one order in which stock rows are locked (article, colour, size), by checkouts, payments,
 * cancellations and expiry alike: transactions touching the same sizes then wait for each other
 * instead of deadlocking.
 */
export function compareStock(a: StockRow, b: StockRow): number {
  if (a.codArticolo !== b.codArticolo) return a.codArticolo < b.codArticolo ? -1 : 1;
  if (a.codColore !== b.codColore) return a.codColore < b.codColore ? -1 : 1;
  return a.progSiglaTaglia - b.progSiglaTaglia;
}

/** Rows sorted into the locking order. */
export const inStockOrder = <T extends StockRow>(rows: T[]): T[] => [...rows].sort(compareStock);
