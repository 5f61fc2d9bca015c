import {
  centreBlocks,
  FirstViewOr,
  isApiError,
  NotFound,
  PageFrame,
  SharedInstanceMarker,
  Skeleton,
  useDocumentTitle,
  useXapiList,
  VisuallyHidden,
  type Container,
  type ContainerFilter,
} from '@shop/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ContainerView } from '../content/container-view';
import { RichText } from '../content/rich-text';
import styles from './container-page.module.css';

export interface ContainerPageProps {
  expression: ContainerFilter;
  /** A page title for screen readers and the tab when the container shows none (the home). */
  fallbackTitle: string;
}

/**
 * A page built from a container: its title (when showTitle), its own text, then its published
 * Center blocks in position order. A missing container is the not-found page; any other failure
 * is raised, with the server's message, to the remote's error boundary.
 */
export function ContainerPage({ expression, fallbackTitle }: ContainerPageProps) {
  const result = useXapiList<Container>({ entity: 'Container', expression: { ...expression, published: true } });
  if (result.status === 'loading') return <FirstViewOr fallback={<PageSkeleton />} />;
  if (result.status === 'error') {
    if (isApiError(result.error) && result.error.status === 404) return <NotFound />;
    throw result.error;
  }
  const container = result.data[0];
  if (!container) return <NotFound />;
  return <ContainerContent container={container} fallbackTitle={fallbackTitle} />;
}

function ContainerContent({ container, fallbackTitle }: { container: Container; fallbackTitle: string }) {
  const title = container.showTitle && container.title ? container.title : null;
  const blocks = centreBlocks(container);
  const body = (
    <>
      <RichText html={container.description} className={styles.text} />
      <div className={styles.blocks}>
        {blocks.map((block) => (
          <ContainerView key={block.id} container={block} level={2} />
        ))}
      </div>
      <SharedInstanceMarker />
    </>
  );
  if (title) return <PageFrame title={title}>{body}</PageFrame>;
  return <UntitledPage title={fallbackTitle}>{body}</UntitledPage>;
}

function UntitledPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={styles.page} data-page="content">
      <h1>
        <VisuallyHidden>{title}</VisuallyHidden>
      </h1>
      {children}
    </div>
  );
}

function PageSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label={intl.formatMessage({ id: 'cms.loading' })}>
      <Skeleton variant="block" height="min(60vh, 32rem)" />
      <Skeleton width="60%" />
      <Skeleton width="80%" />
      <Skeleton width="70%" />
    </div>
  );
}
