import type { Container } from '@shop/shared';
import { ContainerHeading, type HeadingLevel } from './container-heading';
import { RichText } from './rich-text';
import styles from './blocks.module.css';

/** An introduction: a short, centred statement. */
export function IntroBlock({ container, level }: { container: Container; level: HeadingLevel }) {
  return (
    <section className={styles.intro} data-block="introduction">
      {container.title && container.showTitle && (
        <ContainerHeading level={level} className={styles.introTitle}>
          {container.title}
        </ContainerHeading>
      )}
      <RichText html={container.description} className={styles.introText} />
    </section>
  );
}
