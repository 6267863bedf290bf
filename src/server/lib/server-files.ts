import { fileURLToPath } from "node:url";

/**
 * Where the server's files are. It runs from its TypeScript sources (tests, development) or, under
 * `npm start`, built into one flat folder, build/app, with every entry and shared chunk at its
 * root (decision 0027). Either way it reads its data files (migrations, catalogues, demo
 * content, the site's build) from the project, found from this module's own place.
 */
const here = import.meta.url;
const fromSources = here.endsWith(".ts");
const projectRoot = new URL(fromSources ? "../../../" : "../../", here);

/** A file or folder of the project, by its path from the project's root (a folder's ends in /). */
export const projectUrl = (relative: string): URL => new URL(relative, projectRoot);
export const projectPath = (relative: string): string => fileURLToPath(projectUrl(relative));

/** Code that runs on its own: in a worker thread, or in a child process. */
export const SEPARATE_ENTRIES = {
  "markdown-worker": "src/server/lib/markdown/worker.ts",
  "cv-inspection-worker": "src/server/modules/cvs/inspection-worker.ts",
  "image-process": "src/server/modules/uploads/image-process.ts",
} as const;

/** The code of a worker thread or child process: its source file, or its file in the build. */
export const entryUrl = (name: keyof typeof SEPARATE_ENTRIES): URL =>
  fromSources ? new URL(SEPARATE_ENTRIES[name], projectRoot) : new URL(`./${name}.js`, here);
