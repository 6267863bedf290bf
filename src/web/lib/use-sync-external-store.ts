// React 19 has useSyncExternalStore; Lingui's React bindings still import the shim for React 17,
// which would ship its fallback to every page. vite.config.ts points the shim here.
export { useSyncExternalStore } from "react";
