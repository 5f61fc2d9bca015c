import type { reasons as ita } from '../ita/reasons';
import type { Translation } from '../translation';

export const reasons: Translation<typeof ita> = {
  size: 'Wrong size',
  'not-as-expected': 'Not as pictured',
  defective: 'Faulty or damaged',
  'wrong-item': 'Wrong item sent',
  'changed-mind': 'Changed my mind',
  other: 'Other',
};
