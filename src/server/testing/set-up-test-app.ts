import type { HTTPMethods, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

export type SuiteApp = TestApp & {
  /** The token of the admin signed up before the tests. */
  readonly adminToken: string;
  /** The company created before the tests, when one was asked for. */
  readonly companyId: string;
  /** A request as the admin, with a JSON body when given one. */
  asAdmin(method: HTTPMethods, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Creates something as the admin and answers it (a 201 is expected). */
  postAsAdmin<T = { id: string; title: string }>(url: string, payload: object): Promise<T>;
};

/**
 * The test app of a whole test file: made before its tests with an admin signed up (and a
 * company, given its fields), closed after them. It reads as the app once the tests run.
 */
export function setUpTestApp(
  options: { env?: Record<string, string>; company?: Record<string, unknown> } = {},
): SuiteApp {
  let current: TestApp | undefined;
  let adminToken = "";
  let companyId = "";
  const app = (): TestApp => {
    if (!current) throw new Error("the test app exists only while the tests run");
    return current;
  };

  const asAdmin = (method: HTTPMethods, url: string, payload?: object) =>
    app().request({ method, url, token: adminToken, ...(payload ? { payload } : {}) });

  async function postAsAdmin<T>(url: string, payload: object): Promise<T> {
    const response = await asAdmin("POST", url, payload);
    expect(response.statusCode).toBe(201);
    return response.json() as T;
  }

  beforeAll(async () => {
    current = await createTestApp(options.env);
    adminToken = await current.signUp("admin");
    if (options.company) {
      ({ id: companyId } = await postAsAdmin<{ id: string }>("/api/companies", options.company));
    }
  });
  afterAll(() => current?.close());

  return {
    get app() {
      return app().app;
    },
    get services() {
      return app().services;
    },
    get databaseUrl() {
      return app().databaseUrl;
    },
    request: (request) => app().request(request),
    signUp: (role) => app().signUp(role),
    close: () => app().close(),
    get adminToken() {
      return adminToken;
    },
    get companyId() {
      return companyId;
    },
    asAdmin,
    postAsAdmin,
  };
}
