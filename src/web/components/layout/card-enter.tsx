import type { CSSProperties, ReactNode } from 'react';

/**
 * The staggered entrance of cards (SPEC §9): each slides in 0.1 s after the one before it. The
 * `.card-enter` animation of styles.css reads its step from `--card-index`.
 */
export function cardEnterStyle(index: number): CSSProperties {
  return { '--card-index': index } as CSSProperties;
}

interface CardEnterItemProps {
  /** Position in the list: the card's step in the entrance. */
  index: number;
  className?: string;
  children: ReactNode;
}

/** A list item that enters in its turn (see cardEnterStyle). */
export function CardEnterItem({ index, className = '', children }: CardEnterItemProps) {
  return (
    <li className={className ? `card-enter ${className}` : 'card-enter'} style={cardEnterStyle(index)}>
      {children}
    </li>
  );
}
