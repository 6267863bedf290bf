import type { Messages } from "@lingui/core";
import { DEFAULT_LOCALE, type LocaleCode } from "#shared/locales.ts";

// Every catalogue, compiled on import by Lingui's Vite plugin; on the server only, so no
// browser ever downloads a language it is not reading.
const catalogs = import.meta.glob<{ messages: Messages }>("../locales/*.po");

/** The compiled messages of one interface language. */
export async function loadMessages(code: LocaleCode): Promise<Messages> {
  const load =
    catalogs[`../locales/${code}.po`] ?? catalogs[`../locales/${DEFAULT_LOCALE.code}.po`];
  if (!load) throw new Error(`No message catalogue for ${code}`);
  return (await load()).messages;
}
