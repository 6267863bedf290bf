import { type Exchange, send } from "./http.ts";

export type Kind = "company" | "job";
type Fields = Record<string, unknown>;
/** What a write leaves behind: the item with these field values, or no item. */
type State = { exists: true; fields: Fields } | { exists: false };
type Action = "create" | "update" | "delete";

type Entry = {
  kind: Kind;
  id: string;
  /** The state of the last acknowledged write. */
  acked: State;
  /** Writes sent after it whose outcome is unknown (no response): any of them may have landed. */
  pending: State[];
  acknowledged: Record<Action, number>;
  attempted: Record<Action, number>;
};

export type Verification = {
  entities: number;
  acknowledgedWrites: number;
  /** Every acknowledged write that is not (or no longer) visible as acknowledged. */
  problems: string[];
  /** Items whose value is an unacknowledged write that landed: allowed, reported. */
  unacknowledgedLanded: number;
  /** Of those, the ones whose audit record is missing (written after the item, separately). */
  landedWithoutAudit: number;
};

const PATHS: Record<Kind, string> = { company: "companies", job: "jobs" };

/**
 * Every write the client sent and what it was told: an acknowledged (2xx) write must be visible
 * afterwards with exactly the acknowledged values, and its audit record must exist. A write
 * without an answer (the server died, the connection dropped) may or may not have landed, so
 * the item may show either its last acknowledged state or one of those uncertain ones.
 */
export function createLedger() {
  const entries = new Map<string, Entry>();
  let acknowledgedWrites = 0;

  const entry = (kind: Kind, id: string): Entry => {
    const found = entries.get(id);
    if (found) return found;
    const zero = () => ({ create: 0, update: 0, delete: 0 });
    const created: Entry = {
      kind,
      id,
      acked: { exists: false },
      pending: [],
      acknowledged: zero(),
      attempted: zero(),
    };
    entries.set(id, created);
    return created;
  };

  return {
    /** A create answered 201: the item exists, with the values that were sent. */
    created(kind: Kind, id: string, fields: Fields) {
      const item = entry(kind, id);
      item.attempted.create++;
      item.acknowledged.create++;
      item.acked = { exists: true, fields };
      acknowledgedWrites++;
    },

    /**
     * An update or delete about to be sent; call the returned function with the outcome:
     * "ok" (2xx), "refused" (a definite 4xx: nothing changed) or "unknown" (no answer, 5xx).
     */
    begin(kind: Kind, id: string, action: "update" | "delete", fields?: Fields) {
      const item = entry(kind, id);
      item.attempted[action]++;
      const state: State =
        action === "delete" ? { exists: false } : { exists: true, fields: fields ?? {} };
      item.pending.push(state);
      return (outcome: "ok" | "refused" | "unknown") => {
        if (outcome === "unknown") return;
        item.pending.splice(item.pending.indexOf(state), 1);
        if (outcome === "refused") return;
        item.acked = state;
        // Anything sent before this acknowledged write and still unanswered stays possible only
        // if it could land later; the scripts send one write per item at a time, so it cannot.
        item.pending = [];
        item.acknowledged[action]++;
        acknowledgedWrites++;
      };
    },

    ids(kind: Kind): string[] {
      return [...entries.values()].filter((item) => item.kind === kind).map((item) => item.id);
    },

    /** Checks every item through the admin API, a few at a time. */
    async verify(baseUrl: string, token: string, concurrency = 6): Promise<Verification> {
      const problems: string[] = [];
      let unacknowledgedLanded = 0;
      let landedWithoutAudit = 0;
      const queue = [...entries.values()];
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const result = await verifyEntry(baseUrl, token, item);
          problems.push(...result.problems);
          if (result.unacknowledgedLanded) unacknowledgedLanded++;
          if (result.unaudited) landedWithoutAudit++;
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return {
        entities: entries.size,
        acknowledgedWrites,
        problems,
        unacknowledgedLanded,
        landedWithoutAudit,
      };
    },
  };
}
export type Ledger = ReturnType<typeof createLedger>;

async function verifyEntry(baseUrl: string, token: string, item: Entry) {
  const problems: string[] = [];
  const label = `${item.kind} ${item.id}`;
  const got = await send(`${baseUrl}/api/${PATHS[item.kind]}/${item.id}`, { token });
  const actual = observed(got);
  if (!actual) {
    const problems = [`${label}: could not be read (${describe(got)})`];
    return { problems, unacknowledgedLanded: false, unaudited: false };
  }
  const matchesAcked = sameState(item.acked, actual);
  const matchesPending = item.pending.some((state) => sameState(state, actual));
  if (!matchesAcked && !matchesPending) {
    problems.push(`${label}: expected ${show(item.acked)}, found ${show(actual)}`);
  }
  if (actual.exists && item.kind === "job") {
    const companyId = String(actual.fields.companyId);
    const company = await send(`${baseUrl}/api/companies/${companyId}`, { token });
    if (company.status !== 200) problems.push(`${label}: its company ${companyId} is missing`);
  }
  const audit = await verifyAudit(baseUrl, token, item, label);
  problems.push(...audit.problems);
  const landed = !matchesAcked && matchesPending;
  // The unanswered write landed; its audit record is written after it, in its own statement.
  const action: Action = actual.exists ? "update" : "delete";
  const unaudited = landed && audit.recorded[action] <= item.acknowledged[action];
  return { problems, unacknowledgedLanded: landed, unaudited };
}

/** Each acknowledged write has its audit record; no more records than writes attempted. */
async function verifyAudit(baseUrl: string, token: string, item: Entry, label: string) {
  const query = `entity=${item.kind}&entityId=${item.id}&pageSize=100`;
  const got = await send(`${baseUrl}/api/audit?${query}`, { token });
  const recorded: Record<Action, number> = { create: 0, update: 0, delete: 0 };
  if (got.status !== 200) {
    return { recorded, problems: [`${label}: audit log not readable (${describe(got)})`] };
  }
  for (const entry of (got.body as { items: { action: Action }[] }).items) recorded[entry.action]++;
  const problems: string[] = [];
  for (const action of ["create", "update", "delete"] as const) {
    if (recorded[action] < item.acknowledged[action]) {
      problems.push(
        `${label}: ${item.acknowledged[action]} acknowledged ${action}s, ${recorded[action]} in the audit log`,
      );
    }
    if (recorded[action] > item.attempted[action]) {
      problems.push(
        `${label}: ${recorded[action]} ${action}s in the audit log, only ${item.attempted[action]} sent`,
      );
    }
  }
  return { recorded, problems };
}

function observed(got: Exchange): State | null {
  if (got.status === 404) return { exists: false };
  if (got.status === 200) return { exists: true, fields: got.body as Fields };
  return null;
}

/** The expected fields must hold exactly; fields the client did not set are not compared. */
function sameState(expected: State, actual: State): boolean {
  if (!expected.exists || !actual.exists) return expected.exists === actual.exists;
  return Object.entries(expected.fields).every(
    ([key, value]) => JSON.stringify(actual.fields[key] ?? null) === JSON.stringify(value ?? null),
  );
}

const show = (state: State) =>
  state.exists ? JSON.stringify(state.fields).slice(0, 200) : "no item";
const describe = (got: Exchange) => got.failure ?? `${got.status}`;
