import path from "node:path";

/** React Router builds each route module for the browser as an entry whose id ends in this. */
const CLIENT_ROUTE_QUERY = "?__react-router-build-client-route";

/** The id of a route module's browser entry. */
export const clientRouteEntry = (file: string) => `${file}${CLIENT_ROUTE_QUERY}`;

/** The route module file of a browser entry's id, or null for any other module. */
export const routeFileOf = (id: string | null | undefined): string | null =>
  id?.endsWith(CLIENT_ROUTE_QUERY) ? id.slice(0, -CLIENT_ROUTE_QUERY.length) : null;

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };

/**
 * Our modules (not dependencies') that `entries` import, directly or through others; with
 * `lazily`, through dynamic imports too.
 */
export function ourModulesReached(
  entries: readonly string[],
  getModuleInfo: (id: string) => ModuleInfo | null,
  { lazily }: { lazily: boolean },
): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || id.includes(`${path.sep}node_modules${path.sep}`)) return;
    const info = getModuleInfo(id);
    if (!info) return;
    found.add(id);
    info.importedIds.forEach(visit);
    if (lazily) info.dynamicallyImportedIds.forEach(visit);
  };
  entries.forEach(visit);
  return found;
}
