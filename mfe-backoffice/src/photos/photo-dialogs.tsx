import { photoAltWriteSchema, type PhotoAltWrite, type PhotoReply, type StaffPhoto } from '@shop/shared/staff';
import { TextField } from '@shop/shared/forms';
import { useCallback, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useContractMove, useMove } from '../orders/use-move';
import { FormModal } from '../pages/form-modal';
import { staffPhotoAlt, staffPhotoDelete } from '../staff/staff-api';

interface PhotoDialogProps {
  photo: StaffPhoto;
  position: number;
  /** The colour's name ('Blu (BLU)'). */
  colour: string;
  onClose: () => void;
  /** The article's photos after the change. */
  onReply: (reply: PhotoReply) => void;
  /** Reads the photos again, after a refusal that means they changed meanwhile. */
  onChanged: () => void;
}

interface AltValues {
  altIta: string;
  altEng: string;
}

/** The Italian and English alternative texts of a photo, as the contract takes them. */
export function AltDialog({ photo, position, colour, onClose, onReply, onChanged }: PhotoDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const toInput = useCallback((values: AltValues): PhotoAltWrite => ({ id: photo.id, ...values }), [photo.id]);
  const { form, modal } = useContractMove({
    schema: photoAltWriteSchema,
    defaultValues: { altIta: photo.altIta, altEng: photo.altEng },
    toInput,
    contract: photoAltWriteSchema,
    send: (write) => staffPhotoAlt(write).then(onReply),
    done: t('backoffice.photos.altSaved', { position }),
    hidden: 'id',
    onClose,
    onChanged,
  });

  return (
    <FormModal
      title={t('backoffice.photos.altTitle', { position, colour })}
      submit={t('backoffice.photos.altSave')}
      size="medium"
      {...modal}
    >
      <p>{t('backoffice.photos.altNote')}</p>
      <TextField label={t('backoffice.photos.altIta')} lang="it" {...form.register('altIta')} error={form.errorOf('altIta')} />
      <TextField label={t('backoffice.photos.altEng')} lang="en" {...form.register('altEng')} error={form.errorOf('altEng')} />
    </FormModal>
  );
}

/** Deleting a photo, behind a confirmation. */
export function RemoveDialog({ photo, position, colour, onClose, onReply, onChanged }: PhotoDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { busy, refusal, run } = useMove({ onClose, onChanged });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => staffPhotoDelete(photo.id).then(onReply), t('backoffice.photos.removed', { position }));
  };

  return (
    <FormModal
      title={t('backoffice.photos.removeTitle', { position, colour })}
      submit={t('backoffice.photos.removeConfirm')}
      busy={busy}
      problem={refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('backoffice.photos.removeNote')}</p>
    </FormModal>
  );
}
