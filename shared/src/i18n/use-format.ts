import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatIn, type ShopFormat } from '../format/shop-format';
import { languageOfLocale } from './language';

/** The formatter of the page's language. */
export function useFormat(): ShopFormat {
  const language = languageOfLocale(useIntl().locale);
  return useMemo(() => formatIn(language), [language]);
}
