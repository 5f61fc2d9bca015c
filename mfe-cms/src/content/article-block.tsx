import { classNames, type Container, type LayoutPosition } from '@shop/shared';
import { useIntl } from 'react-intl';
import { ContainerHeading, nextLevel, type HeadingLevel } from './container-heading';
import { ContainerLink, hasLink } from './container-link';
import { ContainerView } from './container-view';
import { RichText } from './rich-text';
import styles from './blocks.module.css';

interface Picture {
  key: string;
  url: string;
  alt: string;
  position: Exclude<LayoutPosition, 'Footer'>;
}

const isPicture = (child: Container) => child.containerClass === 'MULTIMEDIA_CONTENT' && child.multimedia !== null;

/** The container's own image sits in the centre; multimedia children by their layout position. */
function picturesOf(container: Container): Picture[] {
  const own: Picture[] = container.multimedia
    ? [{ key: `own-${container.id}`, url: container.multimedia.url, alt: container.title ?? '', position: 'Center' }]
    : [];
  const children = container.containers.filter(isPicture).map((child): Picture => ({
    key: String(child.id),
    url: child.multimedia?.url ?? '',
    alt: child.title ?? container.title ?? '',
    position: child.layoutPosition === 'Left' || child.layoutPosition === 'Right' ? child.layoutPosition : 'Center',
  }));
  return [...own, ...children];
}

function Figure({ picture }: { picture: Picture }) {
  return (
    <figure className={classNames(styles.figure, picture.position === 'Center' ? styles.centre : styles.side)}>
      <img src={picture.url} alt={picture.alt} loading="lazy" decoding="async" />
    </figure>
  );
}

/**
 * An article or content container: title (when showTitle), rich text and pictures left, centre or
 * right; three columns when there are pictures on both sides. Other children nest below the text.
 */
export function ArticleBlock({ container, level }: { container: Container; level: HeadingLevel }) {
  const intl = useIntl();
  const pictures = picturesOf(container);
  const left = pictures.filter((p) => p.position === 'Left');
  const right = pictures.filter((p) => p.position === 'Right');
  const centre = pictures.filter((p) => p.position === 'Center');
  const nested = container.containers.filter((child) => !isPicture(child));
  const layout = left.length && right.length ? styles.three : left.length ? styles.left : right.length ? styles.right : styles.single;
  const title = container.showTitle ? container.title : null;
  return (
    <article className={classNames(styles.article, layout)} data-block="article">
      {left.length > 0 && (
        <div className={styles.column}>
          {left.map((p) => (
            <Figure key={p.key} picture={p} />
          ))}
        </div>
      )}
      <div className={styles.body}>
        {centre.map((p) => (
          <Figure key={p.key} picture={p} />
        ))}
        {title && (
          <ContainerHeading level={level} className={styles.title}>
            {title}
          </ContainerHeading>
        )}
        <RichText html={container.description} />
        {hasLink(container) && (
          <ContainerLink container={container} className={styles.cta}>
            {intl.formatMessage({ id: 'cms.discover' })}
            {title && <span className={styles.hidden}> {title}</span>}
          </ContainerLink>
        )}
        {nested.map((child) => (
          <ContainerView key={child.id} container={child} level={nextLevel(level)} />
        ))}
      </div>
      {right.length > 0 && (
        <div className={styles.column}>
          {right.map((p) => (
            <Figure key={p.key} picture={p} />
          ))}
        </div>
      )}
    </article>
  );
}
