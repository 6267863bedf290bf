import type { CurrentUser } from "./schemas/accounts.ts";

/**
 * What a page's loaders and actions know of the session cookie (ARCHITECTURE §9.1), handed in
 * by the server with each request: who is signed in (asking makes the answer no-store), her
 * session's token, and starting or ending the cookie with the answer.
 */
export type PageSession = {
  viewer: () => Promise<CurrentUser | null>;
  token: () => string | null;
  start: (token: string) => void;
  end: () => void;
};
