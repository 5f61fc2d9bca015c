import { Button, EmptyState, Skeleton, useRequest, type Articolo } from '@shop/shared';
import type { PhotoReply } from '@shop/shared/staff';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { staffPhotos } from '../staff/staff-api';
import { ColourPhotos } from './colour-photos';
import styles from './photos.module.css';

interface PhotosPanelProps {
  codArticolo: string;
  colours: Articolo['colori'];
}

/** 'Foto': the photos of each colour of the article, in the order the shop shows them. */
export function PhotosPanel({ codArticolo, colours }: PhotosPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const listed = useRequest(`photos|${codArticolo}`, (signal) => staffPhotos(codArticolo, signal));
  // Every change answers the article's photos after it: the latest answer over the list first read.
  const [latest, setLatest] = useState<{ over: PhotoReply; reply: PhotoReply } | null>(null);

  if (listed.status === 'loading') return <Skeleton height="16rem" />;
  if (listed.status === 'error') {
    return (
      <EmptyState title={t('backoffice.error')} action={<Button onClick={listed.reload}>{t('backoffice.retry')}</Button>}>
        {listed.error.message}
      </EmptyState>
    );
  }
  if (colours.length === 0) return <EmptyState title={t('backoffice.photos.noColours')} />;

  const base = listed.data;
  const photos = (latest?.over === base ? latest.reply : base).photos;
  const onReply = (reply: PhotoReply) => setLatest({ over: base, reply });
  const onChanged = () => void staffPhotos(codArticolo).then(onReply, listed.reload);

  return (
    <div className={styles.panel}>
      <p className={styles.intro}>{t('backoffice.photos.intro')}</p>
      {colours.map((colour) => (
        <ColourPhotos
          key={colour.codColore}
          codArticolo={codArticolo}
          codColore={colour.codColore}
          desColore={colour.desColore}
          photos={photos.filter((photo) => photo.codColore === colour.codColore).sort((a, b) => a.ordine - b.ordine)}
          onReply={onReply}
          onChanged={onChanged}
        />
      ))}
    </div>
  );
}
