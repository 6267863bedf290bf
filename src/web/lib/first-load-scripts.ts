/**
 * How the page's loader script begins (scripts-after-first-paint.tsx): its first statement
 * names the modules it preloads after the first paint.
 */
export const LOADER_START = "(function(){function start(){var modulePreloads=";

// A script element's text right after its tag: a page's words, escaped, can never look like it.
const LOADER = new RegExp(`<script[^>]*>${LOADER_START.replace(/[(){}]/g, "\\$&")}(\\[[^\\]]*\\])`);

/** The modules a page's code loads first, read from its HTML (for tests and benchmarks). */
export function firstLoadScripts(html: string): string[] {
  const list = html.match(LOADER)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
