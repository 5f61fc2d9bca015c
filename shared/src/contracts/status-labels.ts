import { status as eng } from '../messages/eng/status';
import { status as ita } from '../messages/ita/status';

/** A status's one label, in Italian and English. */
export type StatusLabel = { it: string; en: string };

/** The labels of `statuses`, read from the message catalogue's status section ('order.Paid', 'return.refused'). */
export function statusLabels<Status extends string>(kind: 'order' | 'return', statuses: readonly Status[]): Record<Status, StatusLabel> {
  const labelOf = (status: Status): StatusLabel => {
    const key = `${kind}.${status}` as keyof typeof ita;
    return { it: ita[key], en: eng[key] };
  };
  return Object.fromEntries(statuses.map((status) => [status, labelOf(status)])) as Record<Status, StatusLabel>;
}
