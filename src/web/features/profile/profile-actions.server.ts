import { msg } from "@lingui/core/macro";
import { redirect } from "react-router";
import { z } from "zod";
import { localePath } from "#shared/locales.ts";
import { profileEntryInput, seekerProfileInput } from "#shared/schemas/profiles.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import type { RequestValues } from "../../lib/context.ts";
import type { FieldNames } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { accountForm, checkedForm, requireMember } from "../account/member.server.ts";

const FIELD_NAMES: FieldNames = {
  headline: msg`Headline`,
  location: msg`Where you live`,
  country: msg`Country`,
  preferredLocations: msg`Places you would work`,
  skills: msg`Skills`,
  kind: msg`Kind`,
  title: msg`Title`,
  organisation: msg`Organisation`,
  startedOn: msg`From`,
  endedOn: msg`Until`,
  note: msg`Note`,
};

/** "SQL, Python, SQL" → ["SQL", "Python"]: lists typed as one line, commas between. */
const list = (text: string) =>
  text
    .split(/[,、，\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The forms of /account/profile: the profile itself, and adding, changing or removing entries. */
export async function profileAction(request: Request, values: RequestValues) {
  const member = await requireMember(request, values);
  const { locale, i18n } = await requestI18n(request);
  const field = await readFormFields(request, 2_000);
  const intent = field("intent");
  const { profiles } = values.services;
  const back = () => redirect(localePath(locale, "/account/profile"));
  // The entry a form names: a real id, or the page again (never a database error).
  const entryId = () => {
    const id = z.uuid().safeParse(field("entry")).data;
    if (!id) throw back();
    return id;
  };
  const entry = () => ({
    kind: field("kind"),
    title: field("title"),
    organisation: field("organisation"),
    startedOn: field("startedOn"),
    endedOn: field("endedOn") || null,
    note: field("note"),
  });
  switch (intent) {
    case "profile":
      return checkedForm(
        i18n,
        intent,
        seekerProfileInput,
        {
          headline: field("headline"),
          location: field("location"),
          country: field("country"),
          categories: field.all("categories"),
          workplaces: field.all("workplaces"),
          employmentTypes: field.all("employmentTypes"),
          preferredLocations: list(field("preferredLocations")),
          skills: list(field("skills")),
          visibility: field("visibility"),
        },
        FIELD_NAMES,
        (input) => profiles.save(member, input),
      );
    case "add-entry":
      return checkedForm(i18n, intent, profileEntryInput, entry(), FIELD_NAMES, (input) =>
        profiles.addEntry(member, input),
      );
    case "edit-entry": {
      const id = entryId();
      return checkedForm(i18n, `edit-${id}`, profileEntryInput, entry(), FIELD_NAMES, (input) =>
        profiles.updateEntry(member, id, input),
      );
    }
    case "remove-entry": {
      const id = entryId();
      return accountForm(i18n, intent, {}, () => profiles.removeEntry(member, id));
    }
  }
  throw back();
}
