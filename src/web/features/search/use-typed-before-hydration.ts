import { type RefObject, useEffect } from "react";

/**
 * Hands the form's text boxes whose words differ from what the server rendered to `take`, once,
 * right after hydration. Pages load their code after the first paint (decision 0026), so a
 * visitor may type before it runs; React keeps those words at hydration, but a controlled box
 * shows its state again at the next render, and the state never saw them. On a client-side
 * move the boxes hold what was rendered, and nothing is taken.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  take: (typed: Record<string, string>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first mounts.
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const box of form.current?.querySelectorAll("input") ?? []) {
      if (box.name && box.value !== box.defaultValue) typed[box.name] = box.value;
    }
    if (Object.keys(typed).length > 0) take(typed);
  }, []);
}
