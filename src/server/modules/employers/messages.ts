/**
 * The e-mails of a company's joining, in the catalogues of the server's words (explicit ids,
 * ICU placeholders, like mail/messages.ts).
 */
export const COMPANY_APPROVED = {
  subject: /*i18n*/ {
    id: "mail.company-approved.subject",
    message: "{company} is on {siteName}",
  },
  body: /*i18n*/ {
    id: "mail.company-approved.body",
    message:
      "Hello {name},\n\nWe have approved {company}: its page is now public on {siteName}, and you can post jobs and invite your colleagues from your employer workspace:\n{workspaceUrl}\n\nThe initiatives you told us about show as your own statement until we have checked them; we may contact you about them.\n\nWelcome to the Companies that Care.",
    comment:
      "Plain-text e-mail to a company's owners. Keep the blank lines and the address on its own line.",
  },
};

export const COMPANY_DECLINED = {
  subject: /*i18n*/ {
    id: "mail.company-declined.subject",
    message: "About {company} on {siteName}",
  },
  body: /*i18n*/ {
    id: "mail.company-declined.body",
    message:
      "Hello {name},\n\nThank you for signing {company} up. We cannot list it on {siteName} as it stands, for this reason:\n\n{reason}\n\nIf you can change this, write to us by answering this e-mail or through our contact page:\n{contactUrl}",
    comment:
      "Plain-text e-mail to a company's owners. {reason} is the admin's own words, in whatever language she wrote them. Keep the blank lines.",
  },
};
