import type { Articolo, LanguageCode } from '@shop/shared';
import { findCareLabel } from '@shop/shared/care-labels';
import { CareIcon } from './care-icon';
import styles from './care-labels.module.css';

type CareFields = Pick<Articolo, 'eticLavAcqua' | 'eticLavSecco' | 'eticCandeggio' | 'eticAsciugatura' | 'eticStiro'>;

/** 'Lavaggio e Cura': water wash, dry clean, bleach, drying and ironing, each with its symbol and text. */
export function CareLabels({ article, language }: { article: CareFields; language: LanguageCode }) {
  const codes = [article.eticLavAcqua, article.eticLavSecco, article.eticCandeggio, article.eticAsciugatura, article.eticStiro];
  const labels = codes.flatMap((code) => {
    const label = findCareLabel(code);
    return label ? [label] : [];
  });
  return (
    <ul className={styles.list}>
      {labels.map((label) => (
        <li key={label.code} className={styles.item} data-care-code={label.code}>
          <CareIcon symbol={label.symbol} />
          <span>{language === 'eng' ? label.en : label.it}</span>
        </li>
      ))}
    </ul>
  );
}
