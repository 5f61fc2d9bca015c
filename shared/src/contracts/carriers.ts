/**
 * The carriers the shop ships with most, and the page where each shows a parcel by its tracking
 * number. Staff pick one of these names when they mark an order shipped (they may write another);
 * the customer's order page and the shipping mail link the tracking number to that page.
 */
export const CARRIERS = [
  { name: 'BRT', tracking: 'https://www.mybrt.it/it/mybrt/my-parcels/search?parcelNumber={number}' },
  { name: 'GLS', tracking: 'https://gls-group.com/IT/it/servizi-online/ricerca-spedizioni/?match={number}' },
  { name: 'SDA', tracking: 'https://www.sda.it/wps/portal/Servizi_online/dettaglio-spedizione?locale=it&tracing.letteraVettura={number}' },
  { name: 'Poste Italiane', tracking: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/{number}' },
  { name: 'DHL', tracking: 'https://www.dhl.com/it-it/home/tracking.html?tracking-id={number}&submit=1' },
  { name: 'UPS', tracking: 'https://www.ups.com/track?loc=it_IT&tracknum={number}' },
  { name: 'FedEx', tracking: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
] as const;

const comparable = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The carrier's page showing the parcel, or null when the carrier is not one of CARRIERS (compared
 * without case and spacing) or there is no tracking number.
 */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  const known = CARRIERS.find((entry) => comparable(entry.name) === comparable(carrier));
  const number = trackingNumber.trim();
  if (!known || !number) return null;
  return known.tracking.replace('{number}', encodeURIComponent(number));
}
