import {
  CONTAINER_NAMES,
  openContentModal,
  RemoteIntl,
  Skeleton,
  useXapiList,
  VisuallyHidden,
  type Container,
  type ContentModalName,
} from '@shop/shared';
import { useId, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { ContainerLink } from './content/container-link';
import { cmsMessages } from '@shop/shared/messages';
import styles from './footer.module.css';

/** The footer's link sections, from the Footer-position containers (links may be external). */
export default function Footer() {
  return (
    <RemoteIntl messages={cmsMessages}>
      <FooterSections />
    </RemoteIntl>
  );
}

function FooterSections() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'cms.footer.label' });
  const result = useXapiList<Container>({ entity: 'Container', expression: { name: CONTAINER_NAMES.footer, published: true } });
  if (result.status === 'loading') {
    return (
      <div className={styles.sections} aria-busy="true">
        <VisuallyHidden>{label}</VisuallyHidden>
        {[0, 1, 2].map((n) => (
          <div key={n} className={styles.placeholder}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
            <Skeleton width="60%" />
          </div>
        ))}
      </div>
    );
  }
  // The footer is secondary: without its containers the shell's footer frame still shows the rest.
  const sections = result.status === 'success' ? footerSections(result.data[0]) : [];
  if (sections.length === 0) return null;
  return (
    <nav className={styles.sections} aria-label={label}>
      {sections.map((section) => (
        <FooterSection key={section.id} section={section} />
      ))}
    </nav>
  );
}

function opensModal(link: Container) {
  const modal = modalOf(link.route);
  if (!modal) return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openContentModal(modal);
  };
}

/** The sections: Footer-position children with at least one link. */
function footerSections(root: Container | undefined): Container[] {
  if (!root) return [];
  return root.containers
    .filter((child) => child.layoutPosition === 'Footer' || child.layoutPosition === null)
    .filter((section) => section.containers.some((link) => link.route || link.externalLink));
}

const modalOfContainer: Record<string, ContentModalName> = {
  [CONTAINER_NAMES.sizeGuide]: 'taglie',
  [CONTAINER_NAMES.privacy]: 'privacy',
  [CONTAINER_NAMES.terms]: 'terms-and-conditions',
};

/** A link to the size guide, privacy or terms page opens that document in the modal (the page stays its address). */
export function modalOf(route: string | null): ContentModalName | undefined {
  if (!route) return undefined;
  const url = new URL(route, 'http://shop.invalid');
  if (!/\/wa\/default$/.test(url.pathname) || url.searchParams.has('id')) return undefined;
  return modalOfContainer[url.searchParams.get('name') ?? ''];
}

function FooterSection({ section }: { section: Container }) {
  const headingId = useId();
  const intl = useIntl();
  return (
    <section aria-labelledby={section.title ? headingId : undefined}>
      {section.title && (
        <h2 id={headingId} className={styles.heading}>
          {section.title}
        </h2>
      )}
      <ul className={styles.list}>
        {section.containers
          .filter((link) => link.route || link.externalLink)
          .map((link) => (
            <li key={link.id}>
              <ContainerLink container={link} className={styles.link} onClick={opensModal(link)}>
                {link.title ?? link.name}
                {!link.route && link.externalLink && <span className={styles.hidden}> {intl.formatMessage({ id: 'cms.newTab' })}</span>}
              </ContainerLink>
            </li>
          ))}
      </ul>
    </section>
  );
}
