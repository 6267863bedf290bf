import { data } from "react-router";
import { contactInput } from "#shared/schemas/accounts.ts";
import { fieldErrors } from "#shared/schemas/common.ts";
import { CONTACT_EMAIL, SITE_NAME } from "#shared/site.ts";
import { ContentPage } from "../../components/content-page.tsx";
import {
  type ContactErrors,
  ContactForm,
  type ContactValues,
} from "../../features/contact/contact-form.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/contact.ts";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact Us",
    description: `Questions about jobs, events or listing your company on ${SITE_NAME}? Send us a message or e-mail ${CONTACT_EMAIL}.`,
    matches,
    path: "/contact",
  });
}

/**
 * Only a browser without JavaScript (or one whose script has not loaded yet) posts here: the
 * page normally sends through the rate-limited API. This answer keeps every typed value and
 * says plainly that nothing was sent, rather than storing messages through a path that the
 * API's abuse limits do not cover.
 */
export async function action({ request }: Route.ActionArgs) {
  // A body that is no form (another content type, a broken encoding) reads as an empty form.
  const form = await request.formData().catch(() => new FormData());
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.slice(0, 10_000) : "";
  };
  const values: ContactValues = {
    name: text("name"),
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
  };
  const parsed = contactInput.safeParse(values);
  const errors: ContactErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  const notice = parsed.success
    ? `Your message has not been sent yet: this form needs JavaScript, which seems to be turned off or still loading. Please reload the page and send it again, or e-mail us at ${CONTACT_EMAIL}. Your text is kept below.`
    : "Please correct the fields marked below.";
  return data({ values, errors, notice }, { status: parsed.success ? 200 : 400 });
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <ContentPage title="Contact Us">
      <p className="mt-3 max-w-2xl text-lg text-muted">
        Questions about a job, an event or listing your company? Send us a message and we will reply
        within two working days.
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
            Contact details
          </h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="font-semibold">E-mail</dt>
              <dd>
                <a href={`mailto:${CONTACT_EMAIL}`} className="break-all text-brand-700 underline">
                  {CONTACT_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Office</dt>
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
              <dt className="font-semibold">Office hours</dt>
              <dd>Monday to Friday, 9 am to 6 pm (Singapore time)</dd>
            </div>
          </dl>
        </section>
      </div>
    </ContentPage>
  );
}
