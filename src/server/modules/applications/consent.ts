import { countryName } from "#shared/countries.ts";
import type { LocaleCode } from "#shared/locales.ts";
import { SITE_NAME } from "#shared/site.ts";
import { serverI18n } from "../mail/translations.ts";
import { APPLY_CONSENT, APPLY_CONSENT_NO_COUNTRY } from "./messages.ts";

/**
 * The line she agrees to before her data goes to an employer, naming the company and the
 * country it is in (APPI and PIPL ask for both when personal data goes to a third party abroad).
 * Stored with the application word for word, in the language she read it in.
 */
export async function consentText(
  locale: LocaleCode,
  company: { name: string; country: string | null },
): Promise<string> {
  const i18n = await serverI18n(locale);
  const values = { siteName: SITE_NAME, company: company.name };
  return company.country
    ? i18n._({
        ...APPLY_CONSENT,
        values: { ...values, country: countryName(company.country, locale) },
      })
    : i18n._({ ...APPLY_CONSENT_NO_COUNTRY, values });
}
