import type { ReactNode } from "react";
import { Card } from "../card.tsx";

type HomeCardsProps<T> = {
  items: readonly T[];
  keyOf: (item: T) => string;
  testId: string;
  /** A card's picture on top. */
  media: (item: T) => ReactNode;
  /** What shows while there is nothing to list. */
  empty: ReactNode;
  /** A card's text, its title linking to what it shows. */
  children: (item: T) => ReactNode;
};

/** The newest few of a kind, three to a row, each card one link. */
export function HomeCards<T>({ items, keyOf, testId, media, empty, children }: HomeCardsProps<T>) {
  if (items.length === 0) return empty;
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {items.map((item) => (
        <Card
          as="li"
          key={keyOf(item)}
          data-testid={testId}
          className="hover:shadow-md"
          media={media(item)}
        >
          {children(item)}
        </Card>
      ))}
    </ul>
  );
}
