import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ourModulesReached, routeFileOf } from "./client-routes.ts";

const VIRTUAL_ID = "virtual:route-message-ids";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
// Lingui's macros compile every message to an `id` key: `_({ id: "x" })`, `<Trans id="x"/>`.
const MESSAGE_ID = /\bid:\s*(["'`])([\w+/=-]+)\1/g;

/**
 * Which messages each route's browser code can show, read off the client build: the ids in the
 * route module and every module of the site it imports, eagerly or lazily (a form's checks
 * load on first focus, then show words). Modules, not chunks: a chunk shared for speed would
 * carry its neighbours' words into every page. The server build gets the result as
 * `virtual:route-message-ids`: `idsByRoute` (route module path under `src/web` → ids), so a
 * browser fetches the words of its page's routes and not the whole catalogue, and `version`, a
 * hash of those ids and of the catalogues in `catalogueDir`, which names the files the browser
 * may keep. Outside a build (development) both are `null`: every message, kept by no one.
 */
export function routeMessageIds(webRoot: string, catalogueDir: string): Plugin {
  let built: { idsByRoute: Record<string, string[]>; version: string } | null = null;
  return {
    name: "route-message-ids",
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { idsByRoute, version } =
        this.environment.mode === "build" && built ? built : { idsByRoute: null, version: null };
      return `export const idsByRoute = ${JSON.stringify(idsByRoute)};
export const version = ${JSON.stringify(version)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const code = new Map<string, string>();
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        for (const [id, module] of Object.entries(item.modules)) code.set(id, module.code ?? "");
      }
      const messagesOf = (id: string) =>
        [...(code.get(id) ?? "").matchAll(MESSAGE_ID)].map((match) => match[2]!);
      const idsByRoute: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        const entry = item.type === "chunk" ? item.facadeModuleId : null;
        const routeFile = routeFileOf(entry);
        if (!entry || !routeFile) continue;
        const reached = ourModulesReached([entry], (id) => this.getModuleInfo(id), {
          lazily: true,
        });
        const ids = new Set([...reached].flatMap(messagesOf));
        idsByRoute[path.relative(webRoot, routeFile).split(path.sep).join("/")] = [...ids].sort();
      }
      const hash = createHash("sha256").update(JSON.stringify(idsByRoute));
      for (const file of readdirSync(catalogueDir).sort()) {
        hash.update(file).update(readFileSync(path.join(catalogueDir, file)));
      }
      built = { idsByRoute, version: hash.digest("hex").slice(0, 12) };
    },
  };
}
