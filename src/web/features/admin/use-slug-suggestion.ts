import { useEffect, useState } from "react";
import { slugify } from "#shared/slug.ts";
import { api } from "../../lib/api-client.ts";

/**
 * Suggests a slug from the name or title as the admin types, and checks with the server
 * whether the slug (typed or suggested) is free, so a conflict shows before saving.
 */
export function useSlugSuggestion(
  resource: "companies" | "blogs",
  source: string,
  typed: string,
  exceptId: string | undefined,
  suggest: boolean,
) {
  const suggestion = suggest ? slugify(source) : "";
  const candidate = typed || suggestion;
  const [taken, setTaken] = useState(false);

  useEffect(() => {
    setTaken(false);
    if (!candidate) return;
    const timer = setTimeout(() => {
      const query = new URLSearchParams({
        resource,
        slug: candidate,
        ...(exceptId ? { exceptId } : {}),
      });
      api
        .get<{ available: boolean }>(`/slug-check?${query}`)
        .then((result) => setTaken(!result.available))
        .catch(() => setTaken(false));
    }, 300);
    return () => clearTimeout(timer);
  }, [resource, candidate, exceptId]);

  return {
    suggestion,
    conflict: typed && taken ? "Already in use; choose another" : undefined,
    message:
      !typed && suggestion
        ? taken
          ? `“${suggestion}” is taken; a number will be added.`
          : `Suggested: ${suggestion}`
        : undefined,
  };
}
