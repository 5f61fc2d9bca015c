import type { CSSProperties } from 'react';
import { classNames } from './class-names';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** 'image' keeps the 2:3 product ratio, so the real image takes its place without a shift. */
  variant?: 'text' | 'image' | 'block';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder shape shown while content loads; the loading container carries aria-busy. */
export function Skeleton({ variant = 'text', width, height, className }: SkeletonProps) {
  return (
    <span
      className={classNames(styles.skeleton, variant === 'text' && styles.text, variant === 'image' && styles.image, className)}
      style={{ width, height }}
      aria-hidden="true"
      data-testid="skeleton"
    />
  );
}
