import {
  CONTAINER_NAMES,
  isApiError,
  RemoteIntl,
  Skeleton,
  useXapiList,
  VisuallyHidden,
  type Container,
  type ContentModalName,
} from '@shop/shared';
import { useIntl } from 'react-intl';
import { ContainerView } from './content/container-view';
import { RichText } from './content/rich-text';
import { cmsMessages } from '@shop/shared/messages';
import styles from './content-modal.module.css';

/** Modal names that differ from their container's name. */
const containerNames: Record<string, string> = { privacy: CONTAINER_NAMES.privacy };

export const containerNameOf = (name: ContentModalName): string => containerNames[name] ?? name;

/**
 * A content container (size guide 'taglie', privacy, terms) inside the shell's modal. The privacy
 * text comes from the legal-text service when the server has one, else from the local container.
 */
export default function ContentModal({ name }: { name: ContentModalName }) {
  return (
    <RemoteIntl messages={cmsMessages}>
      <ContainerText name={name} />
    </RemoteIntl>
  );
}

function ContainerText({ name }: { name: ContentModalName }) {
  const intl = useIntl();
  const result = useXapiList<Container>({ entity: 'Container', expression: { name: containerNameOf(name), published: true } });
  if (result.status === 'loading') {
    return (
      <div className={styles.content} aria-busy="true">
        <VisuallyHidden>{intl.formatMessage({ id: 'cms.modal.loading' })}</VisuallyHidden>
        <Skeleton width="90%" />
        <Skeleton width="75%" />
        <Skeleton width="82%" />
      </div>
    );
  }
  const container = result.status === 'success' ? result.data[0] : undefined;
  if (!container || (!container.description && container.containers.length === 0)) {
    const serverMessage =
      result.status === 'error' && isApiError(result.error) && result.error.kind !== 'network' ? result.error.message : null;
    return (
      <div className={styles.content} role="status">
        <p>{intl.formatMessage({ id: 'cms.modal.unavailable' })}</p>
        {serverMessage && <p className={styles.muted}>{serverMessage}</p>}
        {result.status === 'error' && (
          <button type="button" className={styles.retry} onClick={result.reload}>
            {intl.formatMessage({ id: 'cms.error.retry' })}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.content} data-container={container.name}>
      <RichText html={container.description} />
      {container.containers.map((child) => (
        <ContainerView key={child.id} container={child} level={3} />
      ))}
    </div>
  );
}
