import { ORDER_STATUS_LABELS, shownOrderStatuses, RETURN_STATUS_LABELS, RETURN_STATUSES } from './index';

// That no screen has a label of its own for a status is checked on the whole message catalogue
// (shared/src/messages/messages.test.ts).
describe('one label per status', () => {
  it.each([
    ['order', ORDER_STATUS_LABELS, shownOrderStatuses],
    ['return', RETURN_STATUS_LABELS, RETURN_STATUSES],
  ] as const)('gives every %s status one label per language, none shared by two statuses', (_, labels, statuses) => {
    for (const language of ['it', 'en'] as const) {
      const words = statuses.map((status) => (labels as Record<string, { it: string; en: string }>)[status]?.[language] ?? '');
      expect(words.every((word) => word.trim().length > 0)).toBe(true);
      expect(new Set(words).size).toBe(words.length);
    }
  });
});
