import { lazy, Suspense } from "react";
import { useHydrated } from "../../components/use-hydrated.ts";

// Only a browser can tell which language its reader prefers, and only after the page works:
// the offer's code loads then, not with the page.
const LanguageOffer = lazy(() => import("./language-offer.tsx"));

/** Offers the page in the reader's language, once the page has hydrated. */
export function LanguageOfferLater() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <LanguageOffer />
    </Suspense>
  ) : null;
}
