import type { Container } from '@shop/shared';
import { useId } from 'react';
import { ContactForm } from '../contact/contact-form';
import { ContainerHeading, type HeadingLevel } from './container-heading';
import { RichText } from './rich-text';
import styles from './blocks.module.css';

/** The contact-form block. */
export function ContactBlock({ container, level }: { container: Container; level: HeadingLevel }) {
  const titleId = useId();
  const title = container.showTitle ? container.title : null;
  return (
    <section className={styles.contact} aria-labelledby={title ? titleId : undefined} data-block="contact">
      {title && (
        <ContainerHeading level={level} className={styles.title} id={titleId}>
          {title}
        </ContainerHeading>
      )}
      <RichText html={container.description} />
      <ContactForm />
    </section>
  );
}
