/** What each fault reports: a verdict, the checks behind it, and the figures it measured. */
export type FaultResult = {
  name: string;
  title: string;
  pass: boolean;
  checks: Check[];
  figures: Record<string, number | string | boolean | null>;
  /** Things seen that do not fail the fault but deserve a reader's attention. */
  notes: string[];
  durationMs: number;
};

export type Check = { name: string; pass: boolean; detail: string };

/** Collects checks as a fault goes; pass only when every one of them passed. */
export function createReport(name: string, title: string) {
  const started = performance.now();
  const checks: Check[] = [];
  const figures: FaultResult["figures"] = {};
  const notes: string[] = [];
  return {
    check(checkName: string, pass: boolean, detail: string) {
      checks.push({ name: checkName, pass, detail });
      return pass;
    },
    figure(key: string, value: number | string | boolean | null) {
      figures[key] = value;
    },
    note(text: string) {
      notes.push(text);
    },
    result(): FaultResult {
      return {
        name,
        title,
        pass: checks.length > 0 && checks.every((check) => check.pass),
        checks,
        figures,
        notes,
        durationMs: Math.round(performance.now() - started),
      };
    },
  };
}
export type Report = ReturnType<typeof createReport>;
