import { hashedContentSecurityPolicy, isHtmlType } from "../security-headers.ts";
import type { RenderedPage } from "./page-cache.ts";
import { shareableHtml } from "./shareable-html.ts";

/**
 * React Router's answer, read whole, as the page cache keeps it: a page loses its nonce and
 * gets the policy that allows its scripts by hash instead (shareable-html.ts).
 */
export async function renderedPage(
  response: Response,
  nonce: string,
  /** The render started or ended a session (a cookie the reply sends): hers alone. */
  changedSession: boolean,
): Promise<RenderedPage> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    // Fastify measures the body itself; cookies are listed one by one below.
    if (name !== "set-cookie" && name !== "content-length") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  let body = Buffer.from(await response.arrayBuffer());
  if (isHtmlType(headers["content-type"])) {
    const page = shareableHtml(body.toString("utf8"), nonce);
    body = Buffer.from(page.html);
    headers["content-security-policy"] = hashedContentSecurityPolicy(page.scriptHashes);
  }
  return {
    status: response.status,
    headers,
    body,
    personal: cookies.length > 0 || changedSession,
  };
}
