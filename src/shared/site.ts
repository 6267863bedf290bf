/** Site-wide names and links shown in the header, footer and structured data. */
export const SITE_NAME = "Career Platform";
export const SITE_TAGLINE = "A Career Platform for Diverse Talent";
export const CONTACT_EMAIL = "hello@careerplatform.example";

export const SOCIAL_LINKS = [
  { name: "Facebook", href: "https://www.facebook.com/careerplatform" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/careerplatform" },
  { name: "Instagram", href: "https://www.instagram.com/careerplatform" },
  { name: "E-mail", href: `mailto:${CONTACT_EMAIL}` },
  { name: "YouTube", href: "https://www.youtube.com/@careerplatform" },
] as const;

/** Old addresses that other sites and the earlier front end link to: each answers 301. */
export const PERMANENT_REDIRECTS: Record<string, string> = {
  "/about-us": "/about",
  "/clients": "/companies",
  "/contact-us": "/contact",
  "/privacy-policy": "/privacy",
  "/legal_documents/privacy_policy": "/privacy",
  "/users/register/new/registration": "/register",
};
