import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type LocaleCode } from "#shared/locales.ts";

// Every catalogue, compiled on import by Lingui's Vite plugin; on the server only, so no
// browser ever downloads a language it is not reading.
const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*.po");

// One JSON text per language, made once: pages carry their catalogue as a single string, which
// the loader data's encoder copies in microseconds, where walking the compiled messages (some
// 500 nested arrays) per page halved the pages a second the server could render.
const serialized = new Map<LocaleCode, Promise<string>>();

/** The compiled messages of one interface language, as JSON. */
export function messagesJson(code: LocaleCode): Promise<string> {
  let json = serialized.get(code);
  if (!json) {
    const load =
      catalogs[`../locales/${code}.po`] ?? catalogs[`../locales/${DEFAULT_LOCALE.code}.po`];
    if (!load) throw new Error(`No message catalogue for ${code}`);
    json = load().then((module) => JSON.stringify(module.messages));
    // A failed load is tried again by the next page, not remembered.
    json.catch(() => serialized.delete(code));
    serialized.set(code, json);
  }
  return json;
}
