/** 1, 2, 5, 10, 20, 50, …: steps that give round tick labels. */
function* roundSteps() {
  for (let power = 1; ; power *= 10) for (const factor of [1, 2, 5]) yield factor * power;
}

/**
 * The value axis of a bar chart of counts: a round top at or above the largest value, and ticks
 * from 0 to it in the smallest round step that needs at most `maxIntervals` of them (12 → 0, 5,
 * 10, 15). With no value above 0 the axis still runs to 1, so empty weeks sit on a real scale.
 */
export function countAxis(max: number, maxIntervals = 4): { top: number; ticks: number[] } {
  const ceiling = Math.max(1, Math.ceil(max));
  let step = 1;
  for (step of roundSteps()) if (Math.ceil(ceiling / step) <= maxIntervals) break;
  const top = Math.ceil(ceiling / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}

/** A bar's height as a percentage of the axis: proportional to its value, 0 for nothing. */
export function barPercent(value: number, top: number): number {
  return top > 0 ? (Math.max(0, value) / top) * 100 : 0;
}
