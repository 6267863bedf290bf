import { useId } from "react";
import { MODERATION_REASON_MAX } from "#shared/schemas/employers.ts";

/** The words an admin gives for declining a company or taking a job down: its people read them. */
export function ReasonField({
  label,
  value,
  onChange,
  className = "",
}: {
  label: string;
  value: string;
  onChange: (reason: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        maxLength={MODERATION_REASON_MAX}
        className="mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2"
      />
    </div>
  );
}
