import type { EuVatNumber } from '@shop/shared/contracts';

/** What VIES says of a number: active, not active, or nothing usable (down, slow, overloaded). */
export type ViesVerdict = 'valid' | 'invalid' | 'unavailable';

/** The EU's register of VAT numbers, as the application hands it to the modules that check buyers. */
export interface ViesClient {
  check(vatNumber: EuVatNumber): Promise<ViesVerdict>;
}
