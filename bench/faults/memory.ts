import type { AfterGc } from "./heap-probe.ts";
import { round } from "./http.ts";

/** Resident memory of the server, every 10 s as it comes. */
export type MemorySample = { atS: number; rssMiB: number };
/** Once a minute (more often in short runs), right after a forced full collection. */
export type AfterGcSample = AfterGc & { atS: number };

/**
 * "Flat" in numbers. Raw RSS says little about a leak: V8 collects lazily on a machine with
 * memory to spare, so between collections RSS swings by a hundred MiB or more with garbage
 * (and the native memory of compression streams, freed when their objects are collected).
 * Once a minute (in a run shorter than 8 minutes, more often) the soak forces a full collection
 * and reads, inside the server, what the program still holds: live JavaScript objects plus the
 * memory held outside the heap for them (Buffers, zlib streams). A leak makes that grow. After
 * a warm-up (the first fifth of the run: code compiled, caches and pools filled), its
 * least-squares slope must stay at or under 1 MiB per minute. A leak of 500 bytes per request at
 * 40 requests a second is 1.1 MiB a minute.
 *
 * RSS right after the collection is reported beside it with its own slope, not judged: it also
 * holds what the C allocator keeps after freeing (per-thread arenas grow to a high-water mark
 * and keep it), which rises in steps early in a run and then levels off.
 */
export const FLAT_SLOPE_MIB_PER_MINUTE = 1;
const WARM_UP_SHARE = 0.2;

export function memoryVerdict(samples: MemorySample[], afterGc: AfterGcSample[], minutes: number) {
  const warmUpS = Math.round(minutes * 60 * WARM_UP_SHARE);
  const settled = <T extends { atS: number }>(list: T[]) => list.filter((s) => s.atS >= warmUpS);
  const slope = <T extends { atS: number }>(list: T[], pick: (sample: T) => number) =>
    round(slopePerMinute(settled(list).map((s) => ({ atS: s.atS, value: pick(s) }))), 2);
  const held = (sample: AfterGcSample) => sample.heapMiB + sample.externalMiB;
  const raw = samples.map((sample) => sample.rssMiB);
  const heldSlope = slope(afterGc, held);
  return {
    rule:
      `after a ${warmUpS} s warm-up, the least-squares slope of the memory the program holds ` +
      `(live heap + external, right after a forced full collection) ≤ ${FLAT_SLOPE_MIB_PER_MINUTE} MiB/min`,
    flat: settled(afterGc).length >= 3 && heldSlope <= FLAT_SLOPE_MIB_PER_MINUTE,
    warmUpS,
    rss: {
      startMiB: raw[0] ?? 0,
      endMiB: raw.at(-1) ?? 0,
      maxMiB: Math.max(0, ...raw),
      slopeMiBPerMinute: slope(samples, (sample) => sample.rssMiB),
    },
    afterGc: {
      heldStartMiB: round(afterGc[0] ? held(afterGc[0]) : 0),
      heldEndMiB: round(afterGc.at(-1) ? held(afterGc.at(-1)!) : 0),
      heldSlopeMiBPerMinute: heldSlope,
      heapEndMiB: afterGc.at(-1)?.heapMiB ?? 0,
      externalEndMiB: afterGc.at(-1)?.externalMiB ?? 0,
      rssStartMiB: afterGc[0]?.rssMiB ?? 0,
      rssEndMiB: afterGc.at(-1)?.rssMiB ?? 0,
      rssSlopeMiBPerMinute: slope(afterGc, (sample) => sample.rssMiB),
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
