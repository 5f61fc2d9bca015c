import { shownOrderStatuses } from './order';
import { statusLabels } from './status-labels';

/**
 * The one label of each status, in Italian and English (the message catalogue's status section): every
 * screen (useStatusLabels), mail and server message uses it. Its own module, so the storefront's labels
 * do not bring the staff's order contracts along.
 */
export const ORDER_STATUS_LABELS = statusLabels('order', shownOrderStatuses);
