/** Debian's Chromium: the one browser the tests and benchmarks use (none is ever downloaded). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * Flags that let Debian's Chromium run in a container as root without a display: no sandbox
 * (it needs user namespaces), no GPU, and none of the background traffic (updates, sync, QUIC
 * probes) that would add noise to measurements or hang without a network.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
