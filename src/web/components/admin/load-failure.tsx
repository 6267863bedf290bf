type LoadFailureProps = {
  /** "the dashboard", in "Could not load the dashboard: …". */
  what: string;
  error: string;
  onRetry: () => void;
  className?: string;
};

/** A failed load, said where the data would be, with a way to ask again. */
export function LoadFailure({
  what,
  error,
  onRetry,
  className = "rounded-md bg-red-50 px-4 py-3 text-red-800",
}: LoadFailureProps) {
  return (
    <p role="alert" className={className}>
      Could not load {what}: {error}{" "}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
