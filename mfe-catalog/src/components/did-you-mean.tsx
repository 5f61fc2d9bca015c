import { paths, TextLink } from '@shop/shared';
import { useIntl } from 'react-intl';
import styles from './did-you-mean.module.css';

/** 'Forse cercavi: <word>' when a search found only the corrected words; links to that search. */
export function DidYouMean({ keyword }: { keyword: string }) {
  const intl = useIntl();
  return (
    <p className={styles.note} data-testid="did-you-mean">
      {intl.formatMessage({ id: 'catalog.didYouMean' })} <TextLink to={paths.itemsSearch(keyword)}>{keyword}</TextLink>
    </p>
  );
}
