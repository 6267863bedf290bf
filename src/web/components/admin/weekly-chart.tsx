type Week = { week: string; published: number };

/** Bars for the eye, and the same figures as a table for screen readers. */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const max = Math.max(1, ...weeks.map((week) => week.published));
  const label = (week: string) =>
    new Date(`${week}T00:00:00Z`).toLocaleDateString(undefined, {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
  return (
    <>
      {/* Narrow weeks break their labels between words ("Sep" over "1"), never inside one as the
          site-wide overflow-wrap: anywhere (app.css) would let them. */}
      <div aria-hidden="true" className="mt-4 flex h-48 items-end gap-2 wrap-normal">
        {weeks.map((week) => (
          <div key={week.week} className="flex flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs font-semibold">{week.published}</span>
            <div
              className="w-full rounded-t bg-brand-600"
              style={{
                height: `${(week.published / max) * 100}%`,
                minHeight: week.published ? 4 : 1,
              }}
            />
            <span className="text-[10px] text-muted">{label(week.week)}</span>
          </div>
        ))}
      </div>
      <table className="sr-only">
        <caption>Jobs published per week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Jobs published</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <td>{label(week.week)}</td>
              <td>{week.published}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
