import { languageAtom, languageCodes } from '@shop/shared';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import styles from './language-switch.module.css';

/** Italiano / English: switches the interface language (kept under languageCode). */
export function LanguageSwitch() {
  const intl = useIntl();
  const [language, setLanguage] = useAtom(languageAtom);
  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'shell.menu.language' })}</legend>
      <div className={styles.options}>
        {languageCodes.map((code) => (
          <button
            key={code}
            type="button"
            className={styles.option}
            lang={code === 'eng' ? 'en' : 'it'}
            aria-pressed={language === code}
            onClick={() => setLanguage(code)}
          >
            {intl.formatMessage({ id: `shell.language.${code}` })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
