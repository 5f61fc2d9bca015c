/** The page numbers shown around `current`: up to `span` on either side, within 1..pages. */
export function pageWindow(current: number, pages: number, span: number): number[] {
  if (pages < 1) return [];
  const page = Math.min(Math.max(1, current), pages);
  const first = Math.max(1, page - span);
  const last = Math.min(pages, page + span);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
