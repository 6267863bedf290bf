/**
 * A company logo at the size the demo logos are drawn (3:1). Lazy: React would otherwise preload
 * every logo of the page ahead of the stylesheet and the scripts, and the first paint needs none
 * of them. Decorative unless `alt` names the company.
 */
export function LogoImage({
  src,
  alt = "",
  className,
}: {
  src: string;
  alt?: string;
  className: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={240}
      height={80}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
