import {
  languageOfLocale,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type ReturnReason,
  type ReturnStatus,
} from '@shop/shared';
import { useIntl } from 'react-intl';

/** The contracts' labels of return statuses and reasons in the page's language: the same words on every screen and mail. */
export function useReturnLabels() {
  const intl = useIntl();
  const language = languageOfLocale(intl.locale) === 'eng' ? 'en' : 'it';
  return {
    status: (status: ReturnStatus) => RETURN_STATUS_LABELS[status][language],
    reason: (reason: ReturnReason) => RETURN_REASON_LABELS[reason][language],
    reasonOptions: RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value][language] })),
  };
}

/** 'Camicia in lino · M': a row as the order's table writes it. */
export const rowTitle = (row: { description: string; siglaTaglia?: string | undefined }) =>
  [row.description, row.siglaTaglia].filter(Boolean).join(' · ');
