import { useLingui } from "@lingui/react/macro";

type CompanyLogoProps = {
  name: string;
  logoUrl: string | null;
  /** Rendered box in CSS pixels; the demo logos are 3:1, so the default box is too. */
  width?: number;
  height?: number;
  /** Logos beside the company's name are decorative; alone they carry the name. */
  decorative?: boolean;
  lazy?: boolean;
};

/** A company's logo in a fixed box (no layout shift), or its initials when it has none. */
export function CompanyLogo({
  name,
  logoUrl,
  width = 120,
  height = 40,
  decorative = true,
  lazy = false,
}: CompanyLogoProps) {
  const { t } = useLingui();
  const box = { width, height };
  const logoName = t`${name} logo`;
  if (!logoUrl) {
    const initials = name
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? "")
      .join("");
    const className =
      "inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-bold text-brand-800";
    return decorative ? (
      <span aria-hidden="true" style={box} className={className}>
        {initials}
      </span>
    ) : (
      <span role="img" aria-label={logoName} style={box} className={className}>
        {initials}
      </span>
    );
  }
  return (
    <img
      src={logoUrl}
      alt={decorative ? "" : logoName}
      width={width}
      height={height}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      style={box}
      className="shrink-0 rounded-lg border border-gray-200 bg-white object-contain p-1"
    />
  );
}
