import {
  blockKinds,
  Button,
  contentTypes,
  layoutPositions,
  layoutPositionSchema,
  showAlert,
  showToast,
  useMessageText,
} from '@shop/shared';
import { containerFieldsSchema, type EditableContainer } from '@shop/shared/staff';
import { CheckField, SelectField, TextAreaField, TextField, useContractForm } from '@shop/shared/forms';
import { useCallback, useState } from 'react';
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

/** The fields as the server takes them, in the editor's language. */
function fieldsOf(draft: Draft, language: 'ita' | 'eng') {
  return {
    languageCode: language,
    name: draft.name,
    title: draft.title,
    showTitle: draft.showTitle,
    description: draft.description,
    published: draft.published,
    layoutPosition: layoutPositionSchema.safeParse(draft.layoutPosition).data ?? null,
    position: draft.position.trim() === '' ? Number.NaN : Number(draft.position),
    directActionName: draft.directActionName,
    containerClass: draft.containerClass,
    multimediaUrl: draft.multimediaUrl,
    route: draft.route,
    externalLink: draft.externalLink,
  };
}

/** Every editable field of one container; the description is rich HTML, sanitised by the server on save. */
export function ContainerForm({ container, language, onSaved }: ContainerFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const message = useMessageText();
  const toInput = useCallback((draft: Draft) => fieldsOf(draft, language), [language]);
  const form = useContractForm<Draft>({ schema: containerFieldsSchema, defaultValues: draftOf(container, language), toInput });
  const { register, errorOf } = form;
  const [busy, setBusy] = useState(false);

  const save = async (draft: Draft) => {
    setBusy(true);
    try {
      await staffWrite('update', { entity: 'Container', id: container.id, fields: fieldsOf(draft, language) });
      showToast(t('backoffice.contents.saved'), 'success');
      onSaved();
    } catch (failure) {
      showAlert({ message: failure instanceof Error ? failure.message : t('backoffice.error'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const submit = form.handleSubmit(
    () => save(form.getValues()),
    () => {
      // The contract's first problem as an alert, besides the field errors.
      const first = containerFieldsSchema.safeParse(fieldsOf(form.getValues(), language)).error?.issues[0]?.message;
      showAlert({ message: first ? message(first) : t('backoffice.error'), severity: 'warning' });
    },
  );

  const text = (key: 'name' | 'title' | 'multimediaUrl' | 'route' | 'externalLink' | 'position', label: string, type = 'text') => (
    <TextField label={label} type={type} {...register(key)} error={errorOf(key)} />
  );
  const current = form.watch();
  const select = (
    key: 'layoutPosition' | 'directActionName' | 'containerClass',
    label: string,
    options: readonly string[],
    empty: boolean,
  ) => (
    <SelectField
      label={label}
      {...register(key)}
      error={errorOf(key)}
      placeholder={empty ? '—' : undefined}
      options={[...new Set([...options, current[key]])].filter(Boolean).map((option) => ({ value: option, label: option }))}
    />
  );
  const check = (key: 'showTitle' | 'published', label: string) => <CheckField label={label} {...register(key)} />;

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
      <TextAreaField label={t('backoffice.contents.description')} rows={8} {...register('description')} error={errorOf('description')} />
      <div className={forms.actions}>
        <Button type="submit" busy={busy}>
          {t('backoffice.contents.save')}
        </Button>
      </div>
    </form>
  );
}
