/** A centred spinner with a name for screen readers. */
export function Spinner({
  label = "Loading…",
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center ${fullScreen ? "min-h-screen" : "py-16"}`}
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
