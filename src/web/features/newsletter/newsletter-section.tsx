import { Trans } from "@lingui/react/macro";
import { NewsletterForm } from "./newsletter-form.tsx";

/** The footer's "Newsletter Sign-up" link points here (/#newsletter). */
export function NewsletterSection() {
  return (
    <section
      id="newsletter"
      aria-labelledby="home-newsletter"
      className="scroll-mt-4 bg-brand-50 py-16"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="grid items-center gap-8 rounded-2xl bg-white px-6 py-10 shadow-sm md:grid-cols-2 md:px-12">
          <div>
            <h2 id="home-newsletter" className="text-3xl font-bold tracking-tight">
              <Trans>Better jobs in your inbox</Trans>
            </h2>
            <p className="mt-3 text-muted">
              <Trans>
                Occasional e-mails with new roles at Companies that Care, upcoming events and career
                advice. Unsubscribe at any time.
              </Trans>
            </p>
          </div>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
