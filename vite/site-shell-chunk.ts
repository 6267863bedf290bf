import type { ChunkingContext } from "rolldown";
import { clientRouteEntry, ourModulesReached } from "./client-routes.ts";

/**
 * A code-splitting group for the site's shell: every module of ours that the root route and the
 * public site's frame import, and those that at least half of the site's pages import. Every
 * page runs the first before it can hydrate, and most pages the second; left to automatic
 * splitting they came as a dozen files of one or two KiB each, and on a slow phone connection
 * every handful of requests costs another round trip before the first paint.
 */
export function siteShellChunk(frame: readonly string[], pages: readonly string[]) {
  let shell: Set<string> | null = null;
  return {
    debugName: "shell",
    name(id: string, ctx: ChunkingContext) {
      shell ??= shellModules(
        frame.map(clientRouteEntry),
        [...new Set(pages)].map(clientRouteEntry),
        ctx,
      );
      return shell.has(id) ? "shell" : null;
    },
  };
}

function shellModules(frame: string[], pages: string[], ctx: ChunkingContext): Set<string> {
  const reachable = (entries: string[]) =>
    ourModulesReached(entries, (id) => ctx.getModuleInfo(id), { lazily: false });
  const shell = reachable(frame);
  const pagesReaching = new Map<string, number>();
  for (const page of pages) {
    for (const id of reachable([page])) {
      if (id !== page) pagesReaching.set(id, (pagesReaching.get(id) ?? 0) + 1);
    }
  }
  for (const [id, count] of pagesReaching) if (count * 2 >= pages.length) shell.add(id);
  return shell;
}
