import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CONTACT_EMAIL, SITE_NAME } from "#shared/site.ts";
import { ContentPage, PageSection } from "../../components/content-page.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/privacy.ts";

const LAST_UPDATED = "2026-11-25";

/** "1 November 2026" in English (day first, as the site writes dates), in the reader's order elsewhere. */
function lastUpdatedText(locale: string): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${LAST_UPDATED}T00:00:00Z`));
}

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Privacy Policy`,
    description: t(
      i18n,
    )`What personal data ${SITE_NAME} collects, why, how long we keep it and the rights you have, in plain language.`,
    matches,
    path: "/privacy",
  });
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <PageSection id={id} title={title} className="mt-10">
      <div className="mt-3 space-y-3">{children}</div>
    </PageSection>
  );
}

const mail = (
  <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-brand-700 underline">
    {CONTACT_EMAIL}
  </a>
);

/** The retention the site really applies (APPLICATION_RETENTION_MONTHS), not a promise in prose. */
export async function loader({ context }: Route.LoaderArgs) {
  return { months: context.get(requestContext).services.applicationRetention.months };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { months } = loaderData;
  const { i18n } = useLingui();
  const date = lastUpdatedText(i18n.locale);
  return (
    <ContentPage title={<Trans>Privacy Policy</Trans>} className="max-w-3xl leading-relaxed">
      <p className="mt-3 text-muted">
        <Trans>
          Last updated <time dateTime={LAST_UPDATED}>{date}</time>
        </Trans>
      </p>
      <p className="mt-6 text-lg">
        <Trans>
          This policy explains what personal data {SITE_NAME} ("we") collects when you use this
          website, why we need it, how long we keep it and what you can ask us to do with it. We
          collect as little as we can, we never sell it, and we do not use advertising or tracking
          cookies.
        </Trans>
      </p>

      <Section id="what" title={<Trans>What we collect</Trans>}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>
              <strong>Your account:</strong> when you sign up, your name and e-mail address, and
              your password, which we store only in a scrambled (hashed) form that nobody can read
              back.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>If you apply for jobs here:</strong> your job-seeker profile and history, the
              CVs you upload, your applications (the CV and note you send, and the consent you give)
              and how each one moves on.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Messages you send us:</strong> the name, e-mail address, subject and message
              you enter in our contact form.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Newsletter:</strong> your e-mail address, if you subscribe, and the date you
              subscribed or unsubscribed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical data:</strong> like every website, our servers briefly log requests,
              including your IP address and browser type, to keep the service running and to stop
              abuse such as repeated sign-in attempts.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Browsing jobs, companies, events, posts and videos needs no account. When you apply on
            this site, your application goes to the employer only after you agree to a line naming
            the company and its country. When a job asks you to apply on the employer's own site or
            by e-mail, that application is handled by the employer under their privacy policy, not
            by us.
          </Trans>
        </p>
      </Section>

      <Section id="why" title={<Trans>Why we use it</Trans>}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>To create and run your account and keep you signed in.</Trans>
          </li>
          <li>
            <Trans>
              To send your application to the employer you choose, when you agree to it.
            </Trans>
          </li>
          <li>
            <Trans>To read and reply to your messages.</Trans>
          </li>
          <li>
            <Trans>To send the newsletter you asked for, and nothing else.</Trans>
          </li>
          <li>
            <Trans>To protect the site and its users from misuse and to fix problems.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We rely on your consent (newsletter), on what is needed to provide the service you ask
            for (account, messages) and on our legitimate interest in keeping the site secure
            (technical logs).
          </Trans>
        </p>
      </Section>

      <Section id="storage" title={<Trans>How we keep it, and for how long</Trans>}>
        <p>
          <Trans>
            When you sign in, a sign-in token is stored in your browser's local storage so you stay
            signed in; it stops working when you log out or after 30 days.
          </Trans>
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>Account data: until you delete your account or ask us to.</Trans>
          </li>
          <li>
            <Trans>
              Applications, and the CVs sent with them: {months} months after the job closes, then
              deleted automatically; at once if you delete your account.
            </Trans>
          </li>
          <li>
            <Trans>Your CVs and profile: until you remove them or delete your account.</Trans>
          </li>
          <li>
            <Trans>Contact messages: up to 24 months after we have dealt with them.</Trans>
          </li>
          <li>
            <Trans>Newsletter address: until you unsubscribe.</Trans>
          </li>
          <li>
            <Trans>Technical logs: up to 30 days.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Your data is stored with our hosting and e-mail providers, who may only use it to
            provide their service to us. We share it with nobody else unless the law requires us to.
          </Trans>
        </p>
      </Section>

      <Section id="rights" title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>You can ask us at any time to:</Trans>
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <Trans>show you the personal data we hold about you;</Trans>
          </li>
          <li>
            <Trans>correct anything that is wrong;</Trans>
          </li>
          <li>
            <Trans>delete your data or your account;</Trans>
          </li>
          <li>
            <Trans>stop sending you the newsletter.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            We answer within 30 days and do not charge for it. If you are unhappy with our answer,
            you can complain to your local data protection authority; in Singapore that is the
            Personal Data Protection Commission.
          </Trans>
        </p>
      </Section>

      <Section id="contact" title={<Trans>Contact us</Trans>}>
        <p>
          <Trans>
            For any privacy question or request, e-mail {mail} or use our{" "}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              contact form
            </Link>
            . If we change this policy, we will update the date at the top of this page and, for
            important changes, tell account holders by e-mail.
          </Trans>
        </p>
      </Section>
    </ContentPage>
  );
}
