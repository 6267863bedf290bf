import type { ReactNode } from "react";
import type { Carousel } from "./use-carousel.ts";

type CarouselSlidesProps<T> = {
  carousel: Carousel;
  /** One entry per slide: a page of cards, or a single quote. */
  slides: readonly T[];
  keyOf: (slide: T) => string;
  /** Spacing above the slides. */
  className: string;
  /** Added to each slide's own `carousel-slide` class. */
  slideClassName?: string;
  slideTestId?: string;
  children: (slide: T) => ReactNode;
};

/** The stacked slides of a carousel, each wired to it (its ref, role and "n of m" name). */
export function CarouselSlides<T>({
  carousel,
  slides,
  keyOf,
  className,
  slideClassName,
  slideTestId,
  children,
}: CarouselSlidesProps<T>) {
  return (
    <div className={`carousel-slides ${className}`}>
      {slides.map((slide, index) => (
        <div
          key={keyOf(slide)}
          {...carousel.slideProps(index)}
          data-testid={slideTestId}
          className={slideClassName ? `carousel-slide ${slideClassName}` : "carousel-slide"}
        >
          {children(slide)}
        </div>
      ))}
    </div>
  );
}
