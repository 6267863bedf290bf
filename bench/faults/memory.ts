import { round } from "./http.ts";

/** Resident memory of the server, every 10 s as it comes. */
export type MemorySample = { atS: number; rssMiB: number };
/** Once a minute (more often in short runs), right after a forced full collection. */
export type AfterGcSample = { atS: number; heapMiB: number; rssMiB: number };

/**
 * "Flat" in numbers. Raw RSS says little about a leak: V8 collects lazily on a machine with
 * memory to spare, so between collections RSS swings by a hundred MiB or more with garbage
 * (and the native memory that compression streams hold until their objects are collected).
 * Once a minute (in a run shorter than 8 minutes, more often) the soak forces a full collection
 * and reads the live heap and RSS right after it: what is left then is what a leak would make grow. After a warm-up (the first fifth of the
 * run: code compiled, caches and pools filled), the least-squares slope of both must stay at or
 * under 1 MiB per minute. A leak of 500 bytes per request at 40 requests a second is 1.1 MiB
 * a minute.
 */
export const FLAT_SLOPE_MIB_PER_MINUTE = 1;
const WARM_UP_SHARE = 0.2;

export function memoryVerdict(samples: MemorySample[], afterGc: AfterGcSample[], minutes: number) {
  const warmUpS = Math.round(minutes * 60 * WARM_UP_SHARE);
  const settled = <T extends { atS: number }>(list: T[]) => list.filter((s) => s.atS >= warmUpS);
  const raw = samples.map((sample) => sample.rssMiB);
  const series = (pick: (sample: AfterGcSample) => number) =>
    settled(afterGc).map((sample) => ({ atS: sample.atS, value: pick(sample) }));
  const heapSlope = slopePerMinute(series((sample) => sample.heapMiB));
  const rssAfterGcSlope = slopePerMinute(series((sample) => sample.rssMiB));
  return {
    rule:
      `after a ${warmUpS} s warm-up, the slopes of the live heap and of RSS measured right after ` +
      `a forced full collection (once a minute) ≤ ${FLAT_SLOPE_MIB_PER_MINUTE} MiB/min`,
    flat:
      settled(afterGc).length >= 3 &&
      heapSlope <= FLAT_SLOPE_MIB_PER_MINUTE &&
      rssAfterGcSlope <= FLAT_SLOPE_MIB_PER_MINUTE,
    warmUpS,
    rss: {
      startMiB: raw[0] ?? 0,
      endMiB: raw.at(-1) ?? 0,
      maxMiB: Math.max(0, ...raw),
      slopeMiBPerMinute: round(
        slopePerMinute(settled(samples).map((s) => ({ atS: s.atS, value: s.rssMiB }))),
        2,
      ),
    },
    afterGc: {
      heapStartMiB: afterGc[0]?.heapMiB ?? 0,
      heapEndMiB: afterGc.at(-1)?.heapMiB ?? 0,
      heapSlopeMiBPerMinute: round(heapSlope, 2),
      rssStartMiB: afterGc[0]?.rssMiB ?? 0,
      rssEndMiB: afterGc.at(-1)?.rssMiB ?? 0,
      rssSlopeMiBPerMinute: round(rssAfterGcSlope, 2),
    },
    samples,
    afterGcSamples: afterGc,
  };
}
export type MemoryVerdict = ReturnType<typeof memoryVerdict>;

function slopePerMinute(points: { atS: number; value: number }[]): number {
  if (points.length < 2) return 0;
  const n = points.length;
  const meanX = points.reduce((sum, point) => sum + point.atS, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.value, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const point of points) {
    covariance += (point.atS - meanX) * (point.value - meanY);
    variance += (point.atS - meanX) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * 60;
}
