import { Button, paths, showAlert, showToast, useMessageText, type AssociationReason } from '@shop/shared';
import { associationFormSchema, type ArticleSuggestion } from '@shop/shared/staff';
import { useContractForm } from '@shop/shared/forms';
import { useCallback, useMemo, useState } from 'react';
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

/** What the 'add a link' form holds: the other article's code, set by a pick in the autocomplete. */
interface LinkValues {
  codArticolo2: string;
}

/** The articles linked for one reason; adding or removing a link writes both directions. */
export function LinksPanel({ codArticolo, motivo, links, onChanged }: LinksPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const message = useMessageText();
  const [busy, setBusy] = useState<string | null>(null);
  // The association write's contract, refined by the links already made: not itself, not twice.
  const schema = useMemo(() => associationFormSchema(links.map((link) => link.codArticolo)), [links]);
  const toInput = useCallback(
    ({ codArticolo2 }: LinkValues) => ({ entity: 'AssociazioneArticolo', codArticolo1: codArticolo, codArticolo2, motivo }),
    [codArticolo, motivo],
  );
  const form = useContractForm<LinkValues>({ schema, toInput, defaultValues: { codArticolo2: '' } });

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

  // A pick sets the field and submits it; a refused one is said in an alert, as before.
  const add = (picked: ArticleSuggestion) => {
    form.setValue('codArticolo2', picked.codArticolo, { shouldTouch: true, shouldDirty: true });
    void form.handleSubmit(
      ({ codArticolo2 }) => write('create', codArticolo2),
      (errors) => {
        const key = errors.codArticolo2?.message;
        if (key) showAlert({ message: message(key), severity: 'warning' });
      },
    )();
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
