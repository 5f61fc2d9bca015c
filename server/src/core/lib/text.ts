/** Lower case without accents, as stored for keyword search ('Novità' -> 'novita'). */
export const plainText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a search text, split at anything but letters and digits. */
export const textWords = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Text for a SQL LIKE pattern, its wildcards (and the escape character) taken literally. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);
