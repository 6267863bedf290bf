import { createHash } from "node:crypto";

export type ShareableHtml = {
  /** The page without its nonce: the same bytes for everyone. */
  html: string;
  /** CSP sources (`'sha256-…'`) for the inline scripts the render itself wrote. */
  scriptHashes: string[];
};

const SCRIPT_OPEN = "<script";
const SCRIPT_CLOSE = "</script>";

/**
 * A page rendered with a one-off nonce, made fit for any visitor and any cache: the nonce goes,
 * and each inline script that carried it is allowed by its hash instead. Only scripts bearing
 * that render's own random nonce are hashed, so a script smuggled into content (which could not
 * know it) stays blocked, exactly as under the nonce. One pass of indexOf: linear in the page.
 */
export function shareableHtml(html: string, nonce: string): ShareableHtml {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  let kept = "";
  let from = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, from)) {
    kept += html.slice(from, at);
    from = at + attribute.length;
    // React writes the nonce first in a <script> tag; anywhere else (a link) it just goes.
    if (!html.startsWith(SCRIPT_OPEN, at - SCRIPT_OPEN.length)) continue;
    const bodyStart = html.indexOf(">", from) + 1;
    const bodyEnd = html.indexOf(SCRIPT_CLOSE, bodyStart);
    if (bodyStart === 0 || bodyEnd === -1) continue;
    hashes.add(scriptHash(html.slice(bodyStart, bodyEnd)));
  }
  return { html: kept + html.slice(from), scriptHashes: [...hashes] };
}

/** A CSP hash source: the SHA-256 of the script's text as UTF-8, in base64. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}
