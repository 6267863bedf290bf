import { describe, expect, it } from "vitest";
import { companyInput } from "#shared/schemas/companies.ts";
import { jobInput } from "#shared/schemas/jobs.ts";
import { systemActor } from "../../policies/actor.ts";
import { createContentServices } from "../../services.ts";
import { setUpTestApp } from "../../testing/set-up-test-app.ts";
import { createCompanyService } from "../companies/service.ts";
import { uncached } from "../public-content/public-cache.ts";

// A write and its audit record are one transaction: both are kept, or neither.
const t = setUpTestApp();

const companiesNamed = async (name: string) =>
  (await t.services.companies.listAdmin({ page: 1, pageSize: 10, q: name })).items;

describe("audited writes", () => {
  it("keep no change whose audit record failed", async () => {
    const failingAudit = {
      ...t.services.audit,
      record: async () => {
        throw new Error("audit log unavailable");
      },
    };
    const companies = createCompanyService(t.services.db, {
      audit: failingAudit,
      publicCache: uncached,
    });
    const admin = await t.services.auth.userForToken(t.adminToken);
    await expect(
      companies.create(admin!, companyInput.parse({ name: "Vanishing Works" })),
    ).rejects.toThrow("audit log unavailable");
    expect(await companiesNamed("Vanishing Works")).toEqual([]);
  });

  it("run on a caller's transaction, in the system's name, and go with it", async () => {
    const company = await t.services.db.transaction(async (tx) => {
      const content = createContentServices(tx);
      const created = await content.companies.create(
        systemActor("demo-seeder"),
        companyInput.parse({ name: "Seeded Foundry" }),
      );
      await content.jobs.create(
        systemActor("demo-seeder"),
        jobInput.parse({ title: "Seeded Smith", companyId: created.id, description: "Shape." }),
      );
      return created;
    });
    const history = await t.services.audit.list({
      page: 1,
      pageSize: 10,
      entity: "company",
      entityId: company.id,
    });
    expect(history.items).toMatchObject([{ action: "create", actorEmail: "system:demo-seeder" }]);

    const rolledBack = t.services.db.transaction(async (tx) => {
      const { companies } = createContentServices(tx);
      await companies.create(
        systemActor("demo-seeder"),
        companyInput.parse({ name: "Abandoned Foundry" }),
      );
      throw new Error("seeding stopped");
    });
    await expect(rolledBack).rejects.toThrow("seeding stopped");
    expect(await companiesNamed("Abandoned Foundry")).toEqual([]);
  });
});
