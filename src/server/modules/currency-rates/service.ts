import { asc, eq, like } from "drizzle-orm";
import type { Paginated } from "#shared/schemas/common.ts";
import {
  type CurrencyRate,
  type CurrencyRateInput,
  currencyRateInput,
} from "#shared/schemas/currency-rates.ts";
import type { Db } from "../../db/client.ts";
import { currencyRates } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { selectPage } from "../../lib/select-page.ts";
import { iso } from "../../lib/values.ts";
import type { Actor } from "../../policies/actor.ts";
import { auditedWrites } from "../audit/audited-writes.ts";
import type { AuditService } from "../audit/service.ts";
import { type PublicJobCache, queryKey } from "../public-content/public-cache.ts";

type ListQuery = { page: number; pageSize: number; q?: string };

const present = (row: typeof currencyRates.$inferSelect): CurrencyRate => ({
  id: row.id,
  code: row.code,
  perUsd: row.perUsd,
  asOf: row.asOf,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * The exchange rates salaries are compared by (decision 0015). A write re-converts the salaries
 * of the jobs in that currency (a trigger, in the same transaction as the audit record) and
 * raises the `jobs` change counter.
 */
export function createCurrencyRateService(
  db: Db,
  { audit, publicCache }: { audit: AuditService; publicCache: PublicJobCache },
) {
  async function findOne(q: Db, id: string): Promise<CurrencyRate> {
    const [row] = await q.select().from(currencyRates).where(eq(currencyRates.id, id)).limit(1);
    if (!row) throw notFound("Currency rate");
    return present(row);
  }

  /** The input, checked; refused when another rate has its code. */
  async function valuesOf(q: Db, input: CurrencyRateInput, id?: string) {
    const values = currencyRateInput.parse(input);
    const [taken] = await q
      .select({ id: currencyRates.id })
      .from(currencyRates)
      .where(eq(currencyRates.code, values.code))
      .limit(1);
    if (taken && taken.id !== id) {
      const message = `${values.code} already has a rate: change that one`;
      throw conflict(message, { code: message });
    }
    return values;
  }

  const writes = auditedWrites(db, audit, "currency-rate", (tx, id) => findOne(tx, id));

  const list = (query: ListQuery): Promise<Paginated<CurrencyRate>> => {
    const where = query.q ? like(currencyRates.code, `${query.q.toUpperCase()}%`) : undefined;
    const rows = db
      .select()
      .from(currencyRates)
      .where(where)
      .orderBy(asc(currencyRates.code))
      .$dynamic();
    return selectPage(query, rows, db.$count(currencyRates, where), present);
  };

  return {
    listAdmin: list,
    /**
     * The rates are public: the jobs page converts salaries with them and says how old they
     * are. Cached with the job lists: a rate change raises the same counter.
     */
    listPublic: (query: ListQuery) =>
      publicCache.get(`currency-rates:${queryKey(query)}`, () => list(query)),

    get: (id: string) => findOne(db, id),

    create: (actor: Actor, input: CurrencyRateInput): Promise<CurrencyRate> =>
      writes.create(actor, async (tx) => {
        const values = await valuesOf(tx, input);
        const [row] = await tx.insert(currencyRates).values(values).returning();
        return present(row!);
      }),

    update: (actor: Actor, id: string, input: CurrencyRateInput): Promise<CurrencyRate> =>
      writes.change(actor, "update", id, async (tx) => {
        const values = await valuesOf(tx, input, id);
        const [row] = await tx
          .update(currencyRates)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(currencyRates.id, id))
          .returning();
        return present(row!);
      }),

    remove: (actor: Actor, id: string): Promise<void> =>
      writes.remove(actor, id, (tx) => tx.delete(currencyRates).where(eq(currencyRates.id, id))),
  };
}
export type CurrencyRateService = ReturnType<typeof createCurrencyRateService>;
