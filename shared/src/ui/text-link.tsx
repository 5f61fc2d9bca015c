import { Link, type LinkProps } from 'react-router-dom';
import { classNames } from './class-names';
import styles from './text-link.module.css';

/** A router link in the shop's call-to-action style ('Scopri la collezione', 'Torna alla home'). */
export function TextLink({ className, ...rest }: LinkProps) {
  return <Link className={classNames(styles.link, className)} {...rest} />;
}
