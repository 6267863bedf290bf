import { barPercent, countAxis } from "./chart-scale.ts";

type Week = { week: string; published: number };

const weekDate = (week: string) => new Date(`${week}T00:00:00Z`);
const fullLabel = (week: string) =>
  weekDate(week).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const dayOf = (week: string) => weekDate(week).getUTCDate();
const monthOf = (week: string) =>
  weekDate(week).toLocaleDateString(undefined, { month: "short", timeZone: "UTC" });

/**
 * Bars for the eye, and the same figures as a table for screen readers.
 *
 * Every box between the plot area and a bar has a definite height (the plot area's h-48, each
 * column's h-full), so a bar's percentage height resolves; under an auto-height parent it
 * resolved to nothing and every bar showed only its minimum height.
 */
export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const { top, ticks } = countAxis(Math.max(0, ...weeks.map((week) => week.published)));
  return (
    <>
      {/* Week labels break between words ("Sep" over "1"), never inside one as the site-wide
          overflow-wrap: anywhere (app.css) would let them. */}
      <div
        aria-hidden="true"
        className="mt-4 text-xs text-muted wrap-normal"
        data-testid="weekly-chart"
      >
        <p className="mb-3">Jobs published</p>
        <div className="flex">
          <div className="relative h-48 w-8 shrink-0">
            {ticks.map((tick) => (
              <span
                key={tick}
                data-testid="weekly-tick"
                className="absolute right-2 translate-y-1/2 tabular-nums"
                style={{ bottom: `${barPercent(tick, top)}%` }}
              >
                {tick}
              </span>
            ))}
          </div>
          <div className="relative flex h-48 min-w-0 flex-1 gap-1 border-b border-l border-gray-500 sm:gap-2">
            {ticks.slice(1).map((tick) => (
              <div
                key={tick}
                className="absolute inset-x-0 border-t border-dashed border-gray-200"
                style={{ bottom: `${barPercent(tick, top)}%` }}
              />
            ))}
            {weeks.map((week) => (
              <div key={week.week} className="relative h-full flex-1">
                <div
                  data-testid="weekly-bar"
                  data-value={week.published}
                  className="absolute inset-x-0 bottom-0 rounded-t bg-brand-600"
                  style={{ height: `${barPercent(week.published, top)}%` }}
                >
                  <span className="absolute inset-x-0 bottom-full mb-0.5 text-center font-semibold text-ink tabular-nums">
                    {week.published}
                  </span>
                </div>
              </div>
            ))}
          </div>
        </div>
        {/* Day of the month under each bar, the month under the first week of each: fits 12
            weeks on a phone, where "Sep 14" under every bar would overlap. */}
        <div className="ml-8 flex gap-1 pt-1 text-center leading-tight sm:gap-2">
          {weeks.map((week, index) => {
            const month = monthOf(week.week);
            const newMonth = index === 0 || month !== monthOf(weeks[index - 1]!.week);
            return (
              <span key={week.week} className="min-w-0 flex-1" data-testid="weekly-label">
                {dayOf(week.week)}
                <span className="block">{newMonth ? month : "\u00a0"}</span>
              </span>
            );
          })}
        </div>
        <p className="ml-8 mt-1 text-center">Week starting</p>
      </div>
      {/* The wrapper, not the table, is sr-only: a table ignores height and overflow, so an
          sr-only table kept its full height and stretched the page below the admin layout. */}
      <div className="sr-only">
        <table>
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
                <td>{fullLabel(week.week)}</td>
                <td>{week.published}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
