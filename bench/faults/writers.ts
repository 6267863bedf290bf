import { send } from "./http.ts";
import type { Kind, Ledger } from "./ledger.ts";
import { companyInput, jobInput } from "./payloads.ts";

type Owned = { kind: Kind; id: string; serial: number; version: number; companyId?: string };

export type WriterStats = {
  acknowledged: number;
  /** Writes that got no answer (the server died under them): their outcome is unknown. */
  unanswered: number;
  /** Answers nobody asked for: a 4xx or 5xx to a valid write. */
  unexpected: string[];
};

export type WriterOptions = {
  baseUrl: string;
  token: string;
  ledger: Ledger;
  tag: string;
  /** Numbers each item's name uniquely across writers. */
  nextSerial: () => number;
  /** Also delete jobs, and companies left without jobs. */
  deletes?: boolean;
  timeoutMs?: number;
};

export type WriteStep = { action: string; status: number; ms: number; failure?: string };

/**
 * One admin at work: creates companies, adds jobs to them, updates both (and, with `deletes`,
 * removes them), one request at a time, every outcome in the ledger. Several run at once to
 * make concurrent writers; each only touches its own items, so one write per item is in flight.
 */
export function createWriter(options: WriterOptions) {
  const stats: WriterStats = { acknowledged: 0, unanswered: 0, unexpected: [] };
  const owned: Owned[] = [];
  const { baseUrl, token, ledger, tag } = options;
  const call = (path: string, method: string, json?: unknown) =>
    send(`${baseUrl}/api/${path}`, { method, token, json, timeoutMs: options.timeoutMs });
  const outcome = (status: number) =>
    status === 0 || status >= 500 ? "unknown" : status < 300 ? "ok" : "refused";
  /** Counts the answer to `action` and reports it as one step. */
  const counted = (action: string, result: Awaited<ReturnType<typeof call>>): WriteStep => {
    if (result.status === 0) stats.unanswered++;
    else if (result.status >= 300)
      stats.unexpected.push(
        `${action}: ${result.status} ${JSON.stringify(result.body).slice(0, 200)}`,
      );
    else stats.acknowledged++;
    return { action, status: result.status, ms: result.ms, failure: result.failure };
  };
  const collection = (kind: Kind) => (kind === "company" ? "companies" : "jobs");
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
  const forget = (item: Owned) => owned.splice(owned.indexOf(item), 1);

  async function create(kind: Kind, companyId?: string): Promise<WriteStep> {
    const serial = options.nextSerial();
    const input =
      kind === "company" ? companyInput(tag, serial, 0) : jobInput(tag, serial, 0, companyId!);
    const result = await call(collection(kind), "POST", input);
    if (result.status === 201) {
      const id = (result.body as { id: string }).id;
      ledger.created(kind, id, input);
      owned.push({ kind, id, serial, version: 0, companyId });
    }
    return counted(`create ${kind}`, result);
  }

  async function update(item: Owned): Promise<WriteStep> {
    const version = item.version + 1;
    const input =
      item.kind === "company"
        ? companyInput(tag, item.serial, version)
        : jobInput(tag, item.serial, version, item.companyId!);
    const done = ledger.begin(item.kind, item.id, "update", input);
    const result = await call(`${collection(item.kind)}/${item.id}`, "PUT", input);
    done(outcome(result.status));
    if (result.status === 200) item.version = version;
    return counted(`update ${item.kind}`, result);
  }

  async function remove(item: Owned): Promise<WriteStep> {
    const done = ledger.begin(item.kind, item.id, "delete");
    // Gone from this writer's hands whatever the answer: an unknown outcome is left to the ledger.
    forget(item);
    const result = await call(`${collection(item.kind)}/${item.id}`, "DELETE");
    done(outcome(result.status));
    return counted(`delete ${item.kind}`, result);
  }

  return {
    stats,
    /** One write, chosen at random among those that make sense for what this writer owns. */
    async step(): Promise<WriteStep> {
      const companies = owned.filter((item) => item.kind === "company");
      const jobs = owned.filter((item) => item.kind === "job");
      const roll = Math.random();
      if (companies.length === 0 || roll < 0.15) return create("company");
      if (roll < 0.4) return create("job", pick(companies)!.id);
      if (!options.deletes || roll < 0.8) return update(pick(owned)!);
      const empty = companies.filter(
        (company) => !jobs.some((job) => job.companyId === company.id),
      );
      if (roll < 0.88 && empty.length > 1) return remove(pick(empty)!);
      return jobs.length > 0 ? remove(pick(jobs)!) : update(pick(owned)!);
    },
  };
}

/** A writer in a loop until told to stop, or until a write gets no answer when asked to. */
export async function runWriter(
  options: WriterOptions & { stopOnFailure: boolean; shouldStop: () => boolean },
): Promise<WriterStats> {
  const writer = createWriter(options);
  while (!options.shouldStop()) {
    const { status } = await writer.step();
    if (status === 0 && options.stopOnFailure) break;
  }
  return writer.stats;
}
