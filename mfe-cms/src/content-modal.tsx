import { RemoteIntl, Skeleton, useXapiList, type Container, type ContentModalName } from '@shop/shared';
import { useIntl } from 'react-intl';
import { cmsMessages } from './i18n/messages';

/** The text of a content container as paragraphs; its HTML is read as text, never injected. */
function paragraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll('p, li, h1, h2, h3, h4')].map((element) => element.textContent?.trim() ?? '');
  const texts = blocks.length > 0 ? blocks : [body.textContent?.trim() ?? ''];
  return texts.filter(Boolean);
}

/** A content container (size guide 'taglie', privacy, terms) shown inside the shell's modal. */
export default function ContentModal({ name }: { name: ContentModalName }) {
  return (
    <RemoteIntl messages={cmsMessages}>
      <ContainerText name={name} />
    </RemoteIntl>
  );
}

function ContainerText({ name }: { name: ContentModalName }) {
  const intl = useIntl();
  const result = useXapiList<Container>({ entity: 'Container', expression: { name, published: true } });
  if (result.status === 'loading') {
    return (
      <div aria-busy="true" aria-label={intl.formatMessage({ id: 'cms.modal.loading' })}>
        <Skeleton width="90%" />
        <Skeleton width="75%" />
        <Skeleton width="82%" />
      </div>
    );
  }
  const container = result.status === 'success' ? result.data[0] : undefined;
  const texts = container?.description ? paragraphs(container.description) : [];
  if (texts.length === 0) return <p>{intl.formatMessage({ id: 'cms.modal.unavailable' })}</p>;
  return (
    <div>
      {texts.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
