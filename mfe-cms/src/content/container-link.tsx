import type { Container } from '@shop/shared';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A container's link: its route inside the shop, or its external address in a new tab. */
export function ContainerLink({
  container,
  className,
  children,
  onClick,
}: {
  container: Container;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (container.route) {
    return (
      <Link className={className} to={container.route} onClick={onClick}>
        {children}
      </Link>
    );
  }
  if (container.externalLink) {
    return (
      <a className={className} href={container.externalLink} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return null;
}

export const hasLink = (container: Container) => Boolean(container.route || container.externalLink);
