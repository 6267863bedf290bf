import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client.ts";
import { failureMessage, refusalFieldMessages, refusalMessage } from "./refusal-messages.ts";

const english = setupI18n({ locale: "en", messages: { en: {} } });
// An empty catalogue shows the source texts: enough to see which message a refusal gets.
const japanese = setupI18n({ locale: "ja", messages: { ja: {} } });

const apiError = (status: number, error?: object, retryAfter?: number) =>
  new ApiError(status, error ? { error } : null, retryAfter);

describe("refusals in the page's language", () => {
  it("shows the server's own words on an English page", () => {
    const limited = {
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts; try again in 60 s",
    };
    expect(refusalMessage(english, limited)).toBe("Too many attempts; try again in 60 s");
    expect(
      refusalFieldMessages(english, {
        status: 400,
        code: "VALIDATION_FAILED",
        fields: { email: "No mail here" },
      }),
    ).toEqual({ email: "No mail here" });
    expect(failureMessage(english, new TypeError("fetch failed"))).toBe(
      "We could not reach the server. Check your connection and try again.",
    );
  });

  it("words a refusal by its code in another language, keeping a rate limit's wait", () => {
    expect(
      refusalMessage(japanese, { status: 401, code: "INVALID_CREDENTIALS", message: "x" }),
    ).toBe("E-mail or password is incorrect");
    expect(
      refusalMessage(japanese, {
        status: 429,
        code: "RATE_LIMITED",
        message: "Too many failed sign-ins to this account; try again in 42 s",
      }),
    ).toBe("Too many attempts; try again in 42 s");
    expect(
      failureMessage(japanese, apiError(429, { code: "RATE_LIMITED", message: "wait" }, 7)),
    ).toBe("Too many attempts; try again in 7 s");
    expect(failureMessage(japanese, apiError(500))).toBe(
      "Something went wrong on our side. Please try again.",
    );
    expect(
      failureMessage(
        japanese,
        new Error("Login failed", { cause: apiError(409, { code: "EMAIL_TAKEN", message: "x" }) }),
      ),
    ).toBe("An account with this e-mail already exists");
    expect(failureMessage(japanese, new Error("Authentication is not available"))).toBe(
      "Something went wrong. Please try again.",
    );
  });

  it("words the fields of a refusal by code and field", () => {
    expect(
      refusalFieldMessages(japanese, {
        status: 409,
        code: "EMAIL_TAKEN",
        fields: { email: "taken" },
      }),
    ).toEqual({ email: "An account with this e-mail already exists" });
    expect(
      refusalFieldMessages(
        japanese,
        {
          status: 400,
          code: "VALIDATION_FAILED",
          fields: { password: "Add another word", subject: "?" },
        },
        { subject: "件名" },
      ),
    ).toEqual({
      password: "This password is easy to guess. Add another word or two that are less common.",
      subject: "件名 is not valid",
    });
  });
});
