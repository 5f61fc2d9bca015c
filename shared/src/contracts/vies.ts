import { z } from 'zod';

/**
 * The EU's VIES REST service (POST {VIES_URL}/check-vat-number), the server's alone: the request
 * names the state by its VAT prefix (Greece is EL) and the number without it.
 */
export interface ViesCheckRequest {
  countryCode: string;
  vatNumber: string;
}

/**
 * Its answer. `valid` says whether the number is active for intra-Community trade; `userError`,
 * when present, is VALID or INVALID, or names why the state could not be asked (MS_UNAVAILABLE,
 * MS_MAX_CONCURRENT_REQ, ...). An error answer ({ actionSucceed: false, errorWrappers }) has no
 * `valid` and fails this schema. Other fields are the trader's data, kept only for the log.
 */
export const viesCheckReplySchema = z.object({
  valid: z.boolean(),
  countryCode: z.string().optional(),
  vatNumber: z.string().optional(),
  name: z.string().nullish(),
  requestDate: z.string().optional(),
  userError: z.string().optional(),
});
export type ViesCheckReply = z.infer<typeof viesCheckReplySchema>;
