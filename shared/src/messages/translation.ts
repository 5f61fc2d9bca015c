/** A section of the catalogue in another language: the same keys as its Italian original, each a text. */
export type Translation<Original> = { readonly [Key in keyof Original]: string };
