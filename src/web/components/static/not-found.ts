import { data } from "react-router";

/**
 * Services throw an error with status 404 for a missing item; a loader turns it into the root
 * error boundary's 404 page. Anything else is a real failure and keeps propagating.
 */
export function rethrowNotFound(error: unknown): never {
  const status =
    typeof error === "object" && error !== null && "status" in error ? error.status : 0;
  if (status === 404) throw data(null, { status: 404 });
  throw error;
}

export function notFoundPage(): never {
  throw data(null, { status: 404 });
}
