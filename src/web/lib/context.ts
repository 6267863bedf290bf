import { createContext, RouterContextProvider } from "react-router";
// Type only: the web app never loads server code; the server hands its services in per request.
import type { PageSession } from "#shared/page-session.ts";
import type { Services } from "../../server/services.ts";

export type RequestValues = {
  services: Services;
  nonce: string;
  origin: string;
  /** The client's address (behind TRUST_PROXY, the proxy's word): sign-in limits count it. */
  clientAddress: string;
  /** What loaders and actions threw on this request, for the server to pick the status. */
  failures: unknown[];
  session: PageSession;
  /**
   * Rendered for the page cache, to be sent to everyone: the whole page at once, whoever asked
   * (people otherwise get the shell first, crawlers the whole page).
   */
  forEveryone: boolean;
};

export const requestContext = createContext<RequestValues>();

export function createLoadContext(values: RequestValues): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, values);
  return context;
}
