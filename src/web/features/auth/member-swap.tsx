import type { ReactNode } from "react";
import { useAuth } from "./auth-provider.tsx";

/** Whether a member is signed in; false on the server and until the client has checked. */
export function useIsMember(): boolean {
  return useAuth().user !== null;
}

/**
 * Words that differ for a signed-in member: a call to sign up becomes something she can use.
 * Pages are rendered on the server signed out (the token lives in the browser) and the client
 * learns who is signed in after hydration, so both versions are laid out in one grid cell and
 * the other one is hidden with `visibility` (out of sight and of the accessibility tree, but
 * still taking its room): the box has the larger size from the first paint and nothing moves
 * when the words change.
 */
export function MemberSwap({
  visitor,
  member,
  block = false,
}: {
  visitor: ReactNode;
  member: ReactNode;
  /** A whole paragraph's text rather than words in a line (a link's label). */
  block?: boolean;
}) {
  const isMember = useIsMember();
  if (visitor === member) return visitor;
  return (
    <span className={block ? "grid" : "inline-grid"} data-member-swap="">
      <span className={`[grid-area:1/1] ${isMember ? "invisible" : ""}`}>{visitor}</span>
      <span className={`[grid-area:1/1] ${isMember ? "" : "invisible"}`}>{member}</span>
    </span>
  );
}
