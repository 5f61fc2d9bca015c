import {
  Button,
  MESSAGE_KEY,
  paths,
  showAlert,
  showToast,
  useMessageText,
  type ArticleSuggestion,
  type AssociationReason,
} from '@shop/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { staffWrite } from '../staff/staff-api';
import { ArticleAutocomplete } from './article-autocomplete';
import styles from './article.module.css';

interface LinksPanelProps {
  codArticolo: string;
  motivo: AssociationReason;
  links: ArticleSuggestion[];
  onChanged: () => void;
}

/** The articles linked for one reason; adding or removing a link writes both directions. */
export function LinksPanel({ codArticolo, motivo, links, onChanged }: LinksPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const message = useMessageText();
  const [busy, setBusy] = useState<string | null>(null);

  const write = async (operation: 'create' | 'delete', other: string) => {
    setBusy(other);
    try {
      await staffWrite(operation, { entity: 'AssociazioneArticolo', codArticolo1: codArticolo, codArticolo2: other, motivo });
      showToast(t(operation === 'create' ? 'backoffice.links.added' : 'backoffice.links.removed'), 'success');
      onChanged();
    } catch (failure) {
      showAlert({ message: failure instanceof Error ? failure.message : t('backoffice.error'), severity: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const add = (picked: ArticleSuggestion) => {
    if (picked.codArticolo === codArticolo) {
      showAlert({ message: message(MESSAGE_KEY.associateSelf), severity: 'warning' });
      return;
    }
    if (links.some((link) => link.codArticolo === picked.codArticolo)) {
      showAlert({ message: message(MESSAGE_KEY.associateTwice), severity: 'warning' });
      return;
    }
    void write('create', picked.codArticolo);
  };

  return (
    <div className={styles.panelBody}>
      <ArticleAutocomplete onPick={add} />
      {links.length === 0 ? (
        <p className={styles.muted}>{t('backoffice.links.none')}</p>
      ) : (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.codArticolo} className={styles.linkRow}>
              <Link to={paths.backofficeArticle(link.id)} className={styles.linkCode}>
                {link.codArticolo}
              </Link>
              <span className={styles.linkTitle}>{link.title}</span>
              <Button
                variant="ghost"
                size="small"
                busy={busy === link.codArticolo}
                onClick={() => void write('delete', link.codArticolo)}
                aria-label={intl.formatMessage({ id: 'backoffice.links.removeOne' }, { code: link.codArticolo })}
              >
                {t('backoffice.links.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
