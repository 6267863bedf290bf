import { Link } from "react-router";
import { CONTACT_EMAIL, SITE_NAME } from "#shared/site.ts";
import { ContentPage, PageSection } from "../../components/content-page.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/privacy.ts";

const LAST_UPDATED = { iso: "2026-11-01", text: "1 November 2026" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy Policy",
    description: `What personal data ${SITE_NAME} collects, why, how long we keep it and the rights you have, in plain language.`,
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
  title: string;
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

export default function Privacy() {
  return (
    <ContentPage title="Privacy Policy" className="max-w-3xl leading-relaxed">
      <p className="mt-3 text-muted">
        Last updated <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.text}</time>
      </p>
      <p className="mt-6 text-lg">
        This policy explains what personal data {SITE_NAME} ("we") collects when you use this
        website, why we need it, how long we keep it and what you can ask us to do with it. We
        collect as little as we can, we never sell it, and we do not use advertising or tracking
        cookies.
      </p>

      <Section id="what" title="What we collect">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong>Your account:</strong> when you sign up, your name and e-mail address, and your
            password, which we store only in a scrambled (hashed) form that nobody can read back.
          </li>
          <li>
            <strong>Messages you send us:</strong> the name, e-mail address, subject and message you
            enter in our contact form.
          </li>
          <li>
            <strong>Newsletter:</strong> your e-mail address, if you subscribe, and the date you
            subscribed or unsubscribed.
          </li>
          <li>
            <strong>Technical data:</strong> like every website, our servers briefly log requests,
            including your IP address and browser type, to keep the service running and to stop
            abuse such as repeated sign-in attempts.
          </li>
        </ul>
        <p>
          Browsing jobs, companies, events, posts and videos needs no account. When you apply for a
          job you do so on the employer's own site or by e-mailing them; that application is handled
          by the employer under their privacy policy, not by us.
        </p>
      </Section>

      <Section id="why" title="Why we use it">
        <ul className="list-disc space-y-2 pl-6">
          <li>To create and run your account and keep you signed in.</li>
          <li>To read and reply to your messages.</li>
          <li>To send the newsletter you asked for, and nothing else.</li>
          <li>To protect the site and its users from misuse and to fix problems.</li>
        </ul>
        <p>
          We rely on your consent (newsletter), on what is needed to provide the service you ask for
          (account, messages) and on our legitimate interest in keeping the site secure (technical
          logs).
        </p>
      </Section>

      <Section id="storage" title="How we keep it, and for how long">
        <p>
          When you sign in, a sign-in token is stored in your browser's local storage so you stay
          signed in; it stops working when you log out or after 30 days.
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>Account data: until you delete your account or ask us to.</li>
          <li>Contact messages: up to 24 months after we have dealt with them.</li>
          <li>Newsletter address: until you unsubscribe.</li>
          <li>Technical logs: up to 30 days.</li>
        </ul>
        <p>
          Your data is stored with our hosting and e-mail providers, who may only use it to provide
          their service to us. We share it with nobody else unless the law requires us to.
        </p>
      </Section>

      <Section id="rights" title="Your rights">
        <p>You can ask us at any time to:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>show you the personal data we hold about you;</li>
          <li>correct anything that is wrong;</li>
          <li>delete your data or your account;</li>
          <li>stop sending you the newsletter.</li>
        </ul>
        <p>
          We answer within 30 days and do not charge for it. If you are unhappy with our answer, you
          can complain to your local data protection authority; in Singapore that is the Personal
          Data Protection Commission.
        </p>
      </Section>

      <Section id="contact" title="Contact us">
        <p>
          For any privacy question or request, e-mail {mail} or use our{" "}
          <Link to="/contact" className="font-semibold text-brand-700 underline">
            contact form
          </Link>
          . If we change this policy, we will update the date at the top of this page and, for
          important changes, tell account holders by e-mail.
        </p>
      </Section>
    </ContentPage>
  );
}
