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

export const INVITATION = {
  subject: /*i18n*/ {
    id: "mail.invitation.subject",
    message: "{inviter} invites you to join {company} on {siteName}",
  },
  body: /*i18n*/ {
    id: "mail.invitation.body",
    message:
      "Hello,\n\n{inviter} invites you to join {company} on {siteName} as {role, select, owner {an owner: you will post jobs, review applicants and manage the company's profile and people} other {a recruiter: you will post jobs and review applicants}}.\n\nAccept the invitation here (the link works until {expires}):\n{acceptUrl}\n\nYou accept it signed in with this e-mail address; if you have no account yet, you can create one on the way. If you did not expect this invitation, you can ignore this e-mail.",
    comment:
      "Plain-text e-mail to a colleague invited to a company's employer workspace. Keep the blank lines and the address on its own line. Translate both branches of the select; keep the keys owner and other.",
  },
};

export const JOB_EXPIRING = {
  subject: /*i18n*/ {
    id: "mail.job-expiring.subject",
    message: "{job} leaves {siteName} on {expires}",
  },
  body: /*i18n*/ {
    id: "mail.job-expiring.body",
    message:
      "Hello {name},\n\nYour job {job} at {company} leaves {siteName} on {expires}. If you are still hiring, renew it for 30 more days with one click here:\n{renewUrl}\n\nIf the job is filled, there is nothing to do: it closes by itself, and its page then points candidates to your other jobs.",
    comment:
      "Plain-text e-mail to a company's people a week before one of its jobs expires. Keep the blank lines and the address on its own line.",
  },
};
