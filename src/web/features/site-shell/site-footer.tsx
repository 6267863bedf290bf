import { Link } from "react-router";
import { SITE_NAME, SOCIAL_LINKS } from "#shared/site.ts";
import { MemberSwap, useIsMember } from "../auth/member-swap.tsx";
import { useSignInLinks } from "../auth/use-sign-in-links.ts";

type FooterLink = {
  to: string;
  label: string;
  /** What a signed-in member is offered instead (she has a profile already). */
  member?: { to: string; label: string };
};

const COLUMNS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: SITE_NAME,
    links: [
      { to: "/about", label: "About Us" },
      { to: "/blog", label: "Blog" },
      { to: "/events", label: "Events" },
      { to: "/for-employers", label: "For Employers" },
      { to: "/jobs", label: "Search Jobs" },
    ],
  },
  {
    title: "For Talent",
    links: [
      {
        to: "/register",
        label: "Create Your Profile",
        member: { to: "/blog", label: "Career Advice" },
      },
      { to: "/jobs", label: "Search For Better Jobs" },
      { to: "/companies", label: "Companies that Care" },
      { to: "/#newsletter", label: "Newsletter Sign-up" },
      { to: "/events", label: "Events" },
    ],
  },
  {
    title: "For Employers",
    links: [{ to: "/for-employers", label: "Become our Company that Cares" }],
  },
];

export function SiteFooter() {
  const isMember = useIsMember();
  const { register } = useSignInLinks();
  const href = (link: FooterLink) =>
    isMember && link.member ? link.member.to : link.to === "/register" ? register : link.to;
  return (
    <footer className="mt-16 bg-gray-900 text-gray-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-semibold text-white">{column.title}</h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={href(link)} className="hover:text-white hover:underline">
                    {link.member ? (
                      <MemberSwap visitor={link.label} member={link.member.label} />
                    ) : (
                      link.label
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-semibold text-white">Follow us</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} className="hover:text-white hover:underline" rel="noopener">
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-gray-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <Link to="/privacy" className="hover:text-white hover:underline">
              Privacy Policy
            </Link>
            <Link to="/contact" className="hover:text-white hover:underline">
              Contact Us
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
