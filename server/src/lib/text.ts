/** Lower case without accents, as stored for keyword search ('Novità' -> 'novita'). */
export const plainText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
