/** The variable of a page's loader script that lists the modules it preloads after the first paint. */
export const PRELOADS = "modulePreloads";

const LIST = new RegExp(`var ${PRELOADS}=(\\[[^\\]\n]*\\]);`);

/** The modules a page's code loads first, read from its HTML (for tests and benchmarks). */
export function firstLoadScripts(html: string): string[] {
  const list = html.match(LIST)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
