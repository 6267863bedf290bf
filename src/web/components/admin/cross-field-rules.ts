import { z } from "zod";

/**
 * Zod runs an object's cross-field rules (its superRefine) only once every field is valid, so a
 * form checked with the shared schema alone would say "Must be at least the minimum" only after
 * the title was filled in. This wraps the same schema and reports both at once: the field
 * messages as they stand, plus the cross-field messages found by checking again with harmless
 * stand-ins for the fields that are still wrong. The rules themselves stay in the shared schema.
 */
export function withCrossFieldRules(
  schema: z.ZodType,
  standIns: Record<string, unknown>,
): z.ZodType {
  return z.unknown().superRefine((value, ctx) => {
    const first = schema.safeParse(value);
    if (first.success) return;
    const broken = new Set<string>();
    for (const issue of first.error.issues) {
      broken.add(String(issue.path[0] ?? ""));
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    if (typeof value !== "object" || value === null) return;
    const patched: Record<string, unknown> = { ...value };
    for (const field of broken) if (field in standIns) patched[field] = standIns[field];
    const second = schema.safeParse(patched);
    if (second.success) return;
    for (const issue of second.error.issues) {
      if (broken.has(String(issue.path[0] ?? ""))) continue;
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
  });
}
