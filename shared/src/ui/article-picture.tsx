import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { photoSources, pictureAlt } from '../catalogue/pictures';
import type { ArticoloImmagine } from '../contracts/articolo';
import { languageOfLocale } from '../i18n/language';
import styles from './article-picture.module.css';

export interface ArticlePictureProps {
  image: Pick<ArticoloImmagine, 'url' | 'foto'>;
  /** How wide the picture is laid out, as the `sizes` of its sources: the browser takes the file of that width. */
  sizes: string;
  /** The alt text of a silhouette, and of a photo the staff gave no description in the shop's language. */
  fallbackAlt: string;
  /** The picture sits beside its name (a thumbnail in a named button, a line of the order): no alt text of its own. */
  decorative?: boolean;
  /** A silhouette's size in the layout's ratio (a photo has its own). */
  width: number;
  height: number;
  /** The page's first picture: loaded at once and before the others; the rest load as they come near. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * An article's picture: an uploaded photo as a `<picture>` of AVIF and WebP sources with a JPEG for
 * the rest, each in every size it is served at, so a phone takes a phone-sized file and a large
 * screen a larger one; a drawn silhouette as a plain image.
 */
export function ArticlePicture({
  image,
  sizes,
  fallbackAlt,
  decorative = false,
  width,
  height,
  priority = false,
  className,
  style,
}: ArticlePictureProps) {
  const language = languageOfLocale(useIntl().locale);
  const alt = decorative ? '' : pictureAlt(image, language, fallbackAlt);
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: priority ? 'sync' : 'async',
  } as const;
  const { foto } = image;
  if (!foto) return <img className={className} style={style} src={image.url} alt={alt} width={width} height={height} {...loading} />;
  const [avif, webp, jpg] = photoSources(foto);
  return (
    <picture className={styles.picture}>
      <source type={avif!.type} srcSet={avif!.srcset} sizes={sizes} />
      <source type={webp!.type} srcSet={webp!.srcset} sizes={sizes} />
      <img
        className={className}
        style={style}
        src={image.url}
        srcSet={jpg!.srcset}
        sizes={sizes}
        alt={alt}
        width={foto.width}
        height={foto.height}
        {...loading}
      />
    </picture>
  );
}
