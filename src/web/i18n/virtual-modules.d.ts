declare module "virtual:route-message-ids" {
  /**
   * Per route module (its path under `src/web`), the message ids its browser code can show;
   * `null` outside a production build. See vite/route-message-ids.ts.
   */
  export const idsByRoute: Readonly<Record<string, readonly string[]>> | null;
  /**
   * Changes whenever any route's messages may: it names the files browsers keep. `null` outside
   * a production build.
   */
  export const version: string | null;
}
