import { automaticRollbackFailures } from '@shop/shared/staff';
import type { IntlShape } from 'react-intl';

/** Who activated or rolled back a release, as the page says it: a person or a token as stored, the shop's own rollback in words. */
export function activatedByText(intl: IntlShape, activatedBy: string): string {
  const failures = automaticRollbackFailures(activatedBy);
  return failures === null ? activatedBy : intl.formatMessage({ id: 'backoffice.releases.automatic' }, { count: failures });
}
