import type { ReturnReason } from '../../contracts/returns';

/** Why a buyer returns a row, as the return form offers it and the staff and the mails read it. */
export const reasons = {
  size: 'Taglia non giusta',
  'not-as-expected': 'Diverso da come appariva',
  defective: 'Difettoso o danneggiato',
  'wrong-item': 'Articolo sbagliato',
  'changed-mind': 'Ho cambiato idea',
  other: 'Altro',
} as const satisfies Record<ReturnReason, string>;
