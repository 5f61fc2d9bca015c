import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4;

/** A container's title at its place in the page outline (nested containers go one level down). */
export function ContainerHeading({
  level,
  className,
  children,
  id,
}: {
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
  id?: string;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}

export const nextLevel = (level: HeadingLevel): HeadingLevel => (level < 4 ? ((level + 1) as HeadingLevel) : 4);
