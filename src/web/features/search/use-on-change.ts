import { useState } from "react";

/**
 * Calls `onChange` during render when `key` differs from the last key seen, e.g. to reset a
 * form's draft when the URL it shows moves (the back button, a "remove filter" link). Not an
 * effect: an effect also runs on the first render after hydration, and would wipe what a
 * visitor typed before the page's scripts had loaded.
 */
export function useOnChange(key: string, onChange: () => void): void {
  const [seen, setSeen] = useState(key);
  if (key !== seen) {
    setSeen(key);
    onChange();
  }
}
