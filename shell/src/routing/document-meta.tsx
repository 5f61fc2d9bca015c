import { languageAtom, localeOf, setDocumentBrand, sharedInstanceId } from '@shop/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Keeps <html lang> on the interface language (it/en), the site's name (a message id) in the
 * document title, and <html data-shared-instance> on the host's shared instance id.
 */
export function DocumentMeta({ brandId = 'shell.brand' }: { brandId?: string }) {
  const language = useAtomValue(languageAtom);
  const brand = useIntl().formatMessage({ id: brandId });
  useEffect(() => {
    document.documentElement.lang = localeOf(language);
  }, [language]);
  useEffect(() => setDocumentBrand(brand), [brand]);
  useEffect(() => {
    // The host's copy of @shop/shared, for a browser test to compare with the remotes' copies.
    document.documentElement.dataset.sharedInstance = sharedInstanceId;
  }, []);
  return null;
}
