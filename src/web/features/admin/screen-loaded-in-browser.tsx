import { type ComponentType, lazy, Suspense } from "react";
import { Spinner } from "../../components/admin/spinner.tsx";

/**
 * An admin screen as its route module's default export, its code fetched when first shown.
 *
 * The server renders the admin area as the guard's spinner (the token lives in the browser:
 * AdminGuard), so it never runs a screen. Imported statically, the screens would still sit in
 * the server's build from start to stop; imported here, each is a chunk of its own that only a
 * browser asks for (decision 0029). The first move to a screen shows the spinner its data loads
 * under anyway.
 */
export function screenLoadedInBrowser(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return function AdminScreen() {
    return (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    );
  };
}
