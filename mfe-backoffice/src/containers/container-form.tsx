import {
  blockKinds,
  Button,
  contentTypes,
  layoutPositions,
  layoutPositionSchema,
  showAlert,
  showToast,
  type EditableContainer,
} from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { staffWrite } from '../staff/staff-api';
import forms from '../pages/forms.module.css';
import styles from './containers.module.css';

interface ContainerFormProps {
  container: EditableContainer;
  language: 'ita' | 'eng';
  onSaved: () => void;
}

type Draft = {
  name: string;
  title: string;
  showTitle: boolean;
  description: string;
  published: boolean;
  layoutPosition: string;
  position: string;
  directActionName: string;
  containerClass: string;
  multimediaUrl: string;
  route: string;
  externalLink: string;
};

function draftOf(c: EditableContainer, language: 'ita' | 'eng'): Draft {
  return {
    name: c.name,
    title: (language === 'eng' ? c.titleEng : c.titleIta) ?? '',
    showTitle: c.showTitle,
    description: (language === 'eng' ? c.descriptionEng : c.descriptionIta) ?? '',
    published: c.published,
    layoutPosition: c.layoutPosition ?? '',
    position: String(c.position),
    directActionName: c.directActionName ?? '',
    containerClass: c.containerClass,
    multimediaUrl: c.multimediaUrl ?? '',
    route: c.route ?? '',
    externalLink: c.externalLink ?? '',
  };
}

/** Every editable field of one container; the description is rich HTML, sanitised by the server on save. */
export function ContainerForm({ container, language, onSaved }: ContainerFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const base = useId();
  const [draft, setDraft] = useState(() => draftOf(container, language));
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const position = Number(draft.position);
    if (!draft.name.trim() || !Number.isInteger(position) || position < 0) {
      showAlert({ message: t('backoffice.contents.invalid'), severity: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await staffWrite('update', {
        entity: 'Container',
        id: container.id,
        fields: {
          languageCode: language,
          name: draft.name,
          title: draft.title,
          showTitle: draft.showTitle,
          description: draft.description,
          published: draft.published,
          layoutPosition: layoutPositionSchema.safeParse(draft.layoutPosition).data ?? null,
          position,
          directActionName: draft.directActionName,
          containerClass: draft.containerClass,
          multimediaUrl: draft.multimediaUrl,
          route: draft.route,
          externalLink: draft.externalLink,
        },
      });
      showToast(t('backoffice.contents.saved'), 'success');
      onSaved();
    } catch (failure) {
      showAlert({ message: failure instanceof Error ? failure.message : t('backoffice.error'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const text = (key: 'name' | 'title' | 'multimediaUrl' | 'route' | 'externalLink' | 'position', label: string, type = 'text') => (
    <div className={forms.field}>
      <label htmlFor={`${base}-${key}`}>{label}</label>
      <input id={`${base}-${key}`} type={type} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </div>
  );
  const select = (
    key: 'layoutPosition' | 'directActionName' | 'containerClass',
    label: string,
    options: readonly string[],
    empty: boolean,
  ) => (
    <div className={forms.field}>
      <label htmlFor={`${base}-${key}`}>{label}</label>
      <select id={`${base}-${key}`} value={draft[key]} onChange={(e) => set(key, e.target.value)}>
        {empty && <option value="">—</option>}
        {[...new Set([...options, draft[key]])].filter(Boolean).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
  const check = (key: 'showTitle' | 'published', label: string) => (
    <label className={forms.check}>
      <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />
      {label}
    </label>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.grid}>
        {text('name', t('backoffice.contents.name'))}
        {text('title', t('backoffice.contents.titleField'))}
        {check('showTitle', t('backoffice.contents.showTitle'))}
        {check('published', t('backoffice.contents.published'))}
        {select('layoutPosition', t('backoffice.contents.layout'), layoutPositions, true)}
        {text('position', t('backoffice.contents.position'), 'number')}
        {select('directActionName', t('backoffice.contents.block'), blockKinds, true)}
        {select('containerClass', t('backoffice.contents.class'), contentTypes, false)}
        {text('multimediaUrl', t('backoffice.contents.image'))}
        {text('route', t('backoffice.contents.route'))}
        {text('externalLink', t('backoffice.contents.external'))}
      </div>
      <div className={forms.field}>
        <label htmlFor={`${base}-description`}>{t('backoffice.contents.description')}</label>
        <textarea id={`${base}-description`} value={draft.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      <div className={forms.actions}>
        <Button type="submit" busy={busy}>
          {t('backoffice.contents.save')}
        </Button>
      </div>
    </form>
  );
}
