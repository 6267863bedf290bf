import { data } from "react-router";

/**
 * Services throw an error with status 404 for a missing item; a loader turns it into the root
 * error boundary's 404 page. Anything else is a real failure and keeps propagating.
 */
export function rethrowNotFound(error: unknown): never {
  if (isNotFound(error)) throw data(null, { status: 404 });
  throw error;
}

/** Whether a service's error means "no such item". */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && error.status === 404;
}

export function notFoundPage(): never {
  throw data(null, { status: 404 });
}
