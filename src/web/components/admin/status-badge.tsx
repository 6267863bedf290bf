const TONES: Record<string, string> = {
  published: "bg-green-100 text-green-900",
  draft: "bg-gray-200 text-gray-900",
  closed: "bg-amber-100 text-amber-900",
  cancelled: "bg-red-100 text-red-900",
  completed: "bg-blue-100 text-blue-900",
  unpublished: "bg-gray-200 text-gray-900",
  pending: "bg-amber-100 text-amber-900",
  review: "bg-amber-100 text-amber-900",
  new: "bg-brand-100 text-brand-800",
  handled: "bg-green-100 text-green-900",
  submitted: "bg-brand-100 text-brand-800",
  viewed: "bg-gray-200 text-gray-900",
  shortlisted: "bg-blue-100 text-blue-900",
  interviewing: "bg-blue-100 text-blue-900",
  offered: "bg-green-100 text-green-900",
  hired: "bg-green-100 text-green-900",
  declined: "bg-red-100 text-red-900",
  withdrawn: "bg-amber-100 text-amber-900",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${TONES[status] ?? TONES.draft}`}
    >
      {status}
    </span>
  );
}
