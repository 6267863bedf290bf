const BROWSERS: [string, string][] = [
  ["Edg/", "Edge"],
  ["OPR/", "Opera"],
  ["SamsungBrowser/", "Samsung Internet"],
  ["Firefox/", "Firefox"],
  ["Chrome/", "Chrome"],
  ["Chromium/", "Chromium"],
  ["Safari/", "Safari"],
];
const SYSTEMS: [string, string][] = [
  ["Android", "Android"],
  ["iPhone", "iPhone"],
  ["iPad", "iPad"],
  ["Windows", "Windows"],
  ["Mac OS X", "macOS"],
  ["CrOS", "ChromeOS"],
  ["Linux", "Linux"],
];

/**
 * "Chrome on Windows" from a User-Agent header, by plain substring tests (no pattern to
 * backtrack on what a client sends); null when neither is known, and the page says so.
 */
export function deviceName(userAgent: string | null): { browser?: string; system?: string } {
  if (!userAgent) return {};
  const browser = BROWSERS.find(([mark]) => userAgent.includes(mark))?.[1];
  const system = SYSTEMS.find(([mark]) => userAgent.includes(mark))?.[1];
  return { browser, system };
}
