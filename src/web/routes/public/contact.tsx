import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import { contactInput } from "#shared/schemas/accounts.ts";
import { CONTACT_EMAIL, SITE_NAME } from "#shared/site.ts";
import { ContentPage } from "../../components/content-page.tsx";
import {
  CONTACT_FIELD_NAMES,
  type ContactErrors,
  ContactForm,
  type ContactValues,
} from "../../features/contact/contact-form.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { requestI18n } from "../../i18n/request.server.ts";
import { validate } from "../../lib/form-errors.ts";
import { readFormFields } from "../../lib/form-fields.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/contact.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Contact Us`,
    description: t(
      i18n,
    )`Questions about jobs, events or listing your company on ${SITE_NAME}? Send us a message or e-mail ${CONTACT_EMAIL}.`,
    matches,
    path: "/contact",
  });
}

/**
 * Only a browser without JavaScript (or one whose script has not loaded yet) posts here: the
 * page normally sends through the rate-limited API. This answer keeps every typed value and
 * says plainly that nothing was sent, rather than storing messages through a path that the
 * API's abuse limits do not cover. It answers in the language of the page's address.
 */
export async function action({ request }: Route.ActionArgs) {
  const { i18n } = await requestI18n(request);
  // The message takes 10,000 characters.
  const text = await readFormFields(request, 10_000);
  const values: ContactValues = {
    name: text("name"),
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
  };
  const checked = validate(i18n, contactInput, values, CONTACT_FIELD_NAMES);
  const errors: ContactErrors = checked.ok ? {} : checked.errors;
  const notice = checked.ok
    ? t(
        i18n,
      )`Your message has not been sent yet: this form needs JavaScript, which seems to be turned off or still loading. Please reload the page and send it again, or e-mail us at ${CONTACT_EMAIL}. Your text is kept below.`
    : t(i18n)`Please correct the fields marked below.`;
  return data({ values, errors, notice }, { status: checked.ok ? 200 : 400 });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  return (
    <ContentPage title={t`Contact Us`}>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        <Trans>
          Questions about a job, an event or listing your company? Send us a message and we will
          reply within two working days.
        </Trans>
      </p>
      <div className="mt-10 grid gap-10 md:grid-cols-[2fr_1fr]">
        <ContactForm
          initialValues={actionData?.values}
          initialErrors={actionData?.errors}
          initialNotice={actionData?.notice}
        />
        <section
          aria-labelledby="contact-details"
          className="self-start rounded-lg bg-brand-50 p-6"
        >
          <h2 id="contact-details" className="text-xl font-semibold">
            <Trans>Contact details</Trans>
          </h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="font-semibold">
                <Trans>E-mail</Trans>
              </dt>
              <dd>
                <a href={`mailto:${CONTACT_EMAIL}`} className="break-all text-brand-700 underline">
                  {CONTACT_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">
                <Trans>Office</Trans>
              </dt>
              <dd>
                <address className="not-italic">
                  {SITE_NAME} Pte. Ltd.
                  <br />
                  18 Cross Street, #07-01
                  <br />
                  Singapore 048423
                </address>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">
                <Trans>Office hours</Trans>
              </dt>
              <dd>
                <Trans>Monday to Friday, 9 am to 6 pm (Singapore time)</Trans>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </ContentPage>
  );
}
