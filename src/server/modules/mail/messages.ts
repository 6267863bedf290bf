/**
 * The words of the e-mails the product sends, translated in the site's catalogues. Each is
 * marked for Lingui's extractor and has an explicit `mail.` id, as the server runs without the
 * macros the web app's messages are written with. Placeholders are ICU, like the pages'.
 */
export const CONTACT_RECEIVED = {
  subject: /*i18n*/ {
    id: "mail.contact-received.subject",
    message: "We have your message",
  },
  body: /*i18n*/ {
    id: "mail.contact-received.body",
    message:
      "Hello,\n\nThank you for writing to {siteName}. Your message has reached our team, and we usually reply within two working days.\n\nWhile you wait, the jobs open now at Companies that Care are here:\n{jobsUrl}\n\nYou receive this e-mail because this address was given in the contact form on {siteUrl}. If that was not you, you can ignore it: we will not write again unless you contact us.",
    comment: "Plain-text e-mail. Keep the blank lines and the two addresses on lines of their own.",
  },
};

export const PASSWORD_RESET = {
  subject: /*i18n*/ {
    id: "mail.password-reset.subject",
    message: "Choose a new password",
  },
  body: /*i18n*/ {
    id: "mail.password-reset.body",
    message:
      "Hello,\n\nSomeone asked to choose a new password for your {siteName} account. To choose one, open this link within an hour:\n{resetUrl}\n\nThe link works once. Choosing a new password signs you out everywhere else.\n\nIf you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    comment: "Plain-text e-mail. Keep the blank lines and the address on a line of its own.",
  },
};

export const VERIFY_EMAIL = {
  subject: /*i18n*/ {
    id: "mail.verify-email.subject",
    message: "Confirm your e-mail address",
  },
  body: /*i18n*/ {
    id: "mail.verify-email.body",
    message:
      "Hello {name},\n\nWelcome to {siteName}. To confirm that this address is yours, open this link within two days and press the button:\n{verifyUrl}\n\nOnce it is confirmed you can create job alerts and apply for jobs here.\n\nIf you did not make an account on {siteName}, you can ignore this e-mail.",
    comment: "Plain-text e-mail. Keep the blank lines and the address on a line of its own.",
  },
};

export const ACCOUNT_DELETED = {
  subject: /*i18n*/ {
    id: "mail.account-deleted.subject",
    message: "Your account is deleted",
  },
  body: /*i18n*/ {
    id: "mail.account-deleted.body",
    message:
      "Hello,\n\nAs you asked, your {siteName} account is deleted, with everything we held about you: your profile, CVs and applications, saved jobs, job alerts and sign-in sessions, and the messages you sent us. This e-mail is the last we send you.\n\nIf you did not ask for this, reply to this e-mail at once.\n\nYou are always welcome back:\n{siteUrl}",
    comment: "Plain-text e-mail. Keep the blank lines and the address on a line of its own.",
  },
};

export const CONFIRM_NEW_EMAIL = {
  subject: /*i18n*/ {
    id: "mail.confirm-new-email.subject",
    message: "Confirm your new e-mail address",
  },
  body: /*i18n*/ {
    id: "mail.confirm-new-email.body",
    message:
      "Hello {name},\n\nYou asked to use this address for your {siteName} account. To confirm it, open this link within two days and press the button:\n{verifyUrl}\n\nUntil then your account keeps its old address.\n\nIf you did not ask for this, you can ignore this e-mail.",
    comment: "Plain-text e-mail. Keep the blank lines and the address on a line of its own.",
  },
};

export const EMAIL_CHANGED = {
  subject: /*i18n*/ {
    id: "mail.email-changed.subject",
    message: "Your e-mail address was changed",
  },
  body: /*i18n*/ {
    id: "mail.email-changed.body",
    message:
      "Hello {name},\n\nThe e-mail address of your {siteName} account is now {newEmail}. We will write to it from now on, not to this one.\n\nIf you did not make this change, write to us at once:\n{contactUrl}",
    comment: "Plain-text e-mail. Keep the blank lines and the address on a line of its own.",
  },
};

/** A job alert's digest: the subject, the parts around the list of jobs, and the footer. */
export const ALERT_DIGEST = {
  subject: /*i18n*/ {
    id: "mail.alert-digest.subject",
    message: "{count, plural, one {# new job} other {# new jobs}}: {label}",
  },
  intro: /*i18n*/ {
    id: "mail.alert-digest.intro",
    message:
      "Hello {name},\n\n{count, plural, one {One new job matches} other {# new jobs match}} your job alert “{label}”:",
    comment: "Plain-text e-mail, before a list of jobs. Keep the blank line.",
  },
  more: /*i18n*/ {
    id: "mail.alert-digest.more",
    message: "See every job for this search:",
    comment: "A line followed by a web address.",
  },
  footer: /*i18n*/ {
    id: "mail.alert-digest.footer",
    message:
      "You receive this e-mail because you asked {siteName} for {frequency, select, daily {a daily} other {a weekly}} job alert.",
  },
  manage: /*i18n*/ {
    id: "mail.alert-digest.manage",
    message: "Change or pause your alerts:",
    comment: "A line followed by a web address.",
  },
  unsubscribe: /*i18n*/ {
    id: "mail.alert-digest.unsubscribe",
    message: "Stop this alert:",
    comment: "A line followed by a web address.",
  },
};
