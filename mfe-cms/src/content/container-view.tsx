import type { Container } from '@shop/shared';
import { ArticleBlock } from './article-block';
import { ContactBlock } from './contact-block';
import { ContainerHeading, type HeadingLevel } from './container-heading';
import { IntroBlock } from './intro-block';
import { Swiper } from './swiper';
import styles from './blocks.module.css';

/**
 * One container by its block kind: carousel, introduction, contact form, article; a container
 * without a kind is laid out like an article; an unknown kind shows only its title.
 */
export function ContainerView({ container, level = 2 }: { container: Container; level?: HeadingLevel }) {
  switch (container.directActionName) {
    case 'BlockSwiper':
      return <Swiper container={container} level={level} />;
    case 'BlockIntroduction':
      return <IntroBlock container={container} level={level} />;
    case 'BlockContact':
      return <ContactBlock container={container} level={level} />;
    case 'BlockArticle':
    case null:
    case '':
      return <ArticleBlock container={container} level={level} />;
    default:
      return container.title ? (
        <section className={styles.unknown} data-block={container.directActionName}>
          <ContainerHeading level={level} className={styles.title}>
            {container.title}
          </ContainerHeading>
        </section>
      ) : null;
  }
}
