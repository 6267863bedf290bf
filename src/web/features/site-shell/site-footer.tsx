import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SITE_NAME, SOCIAL_LINKS } from "#shared/site.ts";
import { Link } from "../../i18n/link.tsx";
import { MemberSwap, useIsMember } from "../auth/member-swap.tsx";
import { useSignInLinks } from "../auth/use-sign-in-links.ts";

type FooterLink = {
  to: string;
  label: MessageDescriptor;
  /** What a signed-in member is offered instead (she has a profile already). */
  member?: { to: string; label: MessageDescriptor };
};

/** A column is headed by the brand (never translated) or by a message. */
const COLUMNS: ReadonlyArray<{
  key: string;
  title: string | MessageDescriptor;
  links: readonly FooterLink[];
}> = [
  {
    key: "site",
    title: SITE_NAME,
    links: [
      { to: "/about", label: msg`About Us` },
      { to: "/blog", label: msg`Blog` },
      { to: "/events", label: msg`Events` },
      { to: "/for-employers", label: msg`For Employers` },
      { to: "/jobs", label: msg`Search Jobs` },
    ],
  },
  {
    key: "talent",
    title: msg`For Talent`,
    links: [
      {
        to: "/register",
        label: msg`Create Your Profile`,
        member: { to: "/blog", label: msg`Career Advice` },
      },
      { to: "/jobs", label: msg`Search For Better Jobs` },
      { to: "/companies", label: msg`Companies that Care` },
      { to: "/#newsletter", label: msg`Newsletter Sign-up` },
      { to: "/events", label: msg`Events` },
    ],
  },
  {
    key: "employers",
    title: msg`For Employers`,
    links: [{ to: "/for-employers", label: msg`Become our Company that Cares` }],
  },
];

export function SiteFooter() {
  const isMember = useIsMember();
  const { register } = useSignInLinks();
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  const href = (link: FooterLink) =>
    isMember && link.member ? link.member.to : link.to === "/register" ? register : link.to;
  return (
    <footer className="mt-16 bg-gray-900 text-gray-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {COLUMNS.map((column) => {
          const title = typeof column.title === "string" ? column.title : i18n._(column.title);
          return (
            <nav key={column.key} aria-label={title}>
              <h2 className="font-semibold text-white">{title}</h2>
              <ul className="mt-4 space-y-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={href(link)} className="hover:text-white hover:underline">
                      {link.member ? (
                        <MemberSwap
                          visitor={i18n._(link.label)}
                          member={i18n._(link.member.label)}
                        />
                      ) : (
                        i18n._(link.label)
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
        <div>
          <h2 className="font-semibold text-white">
            <Trans>Follow us</Trans>
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} className="hover:text-white hover:underline" rel="noopener">
                  {social.name === "E-mail" ? t`E-mail` : social.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            <Trans>
              © {year} {SITE_NAME}. All rights reserved.
            </Trans>
          </p>
          <p className="flex gap-4">
            <Link to="/privacy" className="hover:text-white hover:underline">
              <Trans>Privacy Policy</Trans>
            </Link>
            <Link to="/contact" className="hover:text-white hover:underline">
              <Trans>Contact Us</Trans>
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
