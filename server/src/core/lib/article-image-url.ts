/**
 * The address of a drawn picture of an article's colour (view 1 front, 2 back, 3 close-up): the
 * catalogue serves it, the order mails show it for a colour without photos.
 */
export const articleImageUrl = (codArticolo: string, codColore: string, view: number): string =>
  `/media/articles/${encodeURIComponent(codArticolo)}/${encodeURIComponent(codColore)}-${view}.svg`;
