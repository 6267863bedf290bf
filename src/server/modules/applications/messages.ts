/**
 * The words of applying that the server writes: the consent line (stored with the application
 * exactly as she saw it) and the e-mails of the pipeline. Explicit ids, ICU placeholders, like
 * mail/messages.ts, and in the same catalogues.
 */
export const APPLY_CONSENT = /*i18n*/ {
  id: "server.apply-consent",
  message:
    "I agree that {siteName} sends my application (my CV, my note, my name and e-mail address, and my profile if I share it with employers) to {company} ({country}), so that it can consider me for this job and contact me about it.",
  comment:
    "The consent an applicant gives before her data goes to an employer (APPI, PIPL). {country} is the country's name, in brackets after the company so that no article is needed.",
};

export const APPLY_CONSENT_NO_COUNTRY = /*i18n*/ {
  id: "server.apply-consent-no-country",
  message:
    "I agree that {siteName} sends my application (my CV, my note, my name and e-mail address, and my profile if I share it with employers) to {company}, whose country is not stated, so that it can consider me for this job and contact me about it.",
  comment: "The same consent, for a company that has not said which country it is in.",
};

export const APPLICATION_STATUS = {
  subject: /*i18n*/ {
    id: "mail.application-status.subject",
    message: "News about your application to {company}",
  },
  body: /*i18n*/ {
    id: "mail.application-status.body",
    message:
      "Hello {name},\n\n{status, select, shortlisted {{company} has shortlisted your application for {job}.} interviewing {{company} would like to interview you for {job}. They will contact you to arrange it.} offered {{company} is making you an offer for {job}.} hired {Congratulations: {company} has hired you for {job}.} declined {{company} has decided not to go further with your application for {job}. Thank you for applying, and good luck with your search.} other {Your application for {job} at {company} has moved on.}}\n\nSee where all your applications stand:\n{applicationsUrl}\n\nYou receive this e-mail because you applied for this job on {siteName}.",
    comment:
      "Plain-text e-mail. Keep the blank lines and the address on a line of its own. Translate every branch of the select; keep the keys (shortlisted, interviewing…) as they are.",
  },
};

export const NEW_APPLICATION = {
  subject: /*i18n*/ {
    id: "mail.new-application.subject",
    message: "New application for {job}",
  },
  body: /*i18n*/ {
    id: "mail.new-application.body",
    message:
      "Hello,\n\n{applicant} has applied for {job} at {company} on {siteName}.\n\nReview the application, the CV and the note here:\n{reviewUrl}\n\nThe CV is not attached to this e-mail: it stays private on {siteName}, for reviewers who are signed in.",
    comment: "Plain-text e-mail to the people who review applications. Keep the blank lines.",
  },
};

export const APPLICATIONS_SUMMARY = {
  subject: /*i18n*/ {
    id: "mail.applications-summary.subject",
    message: "{count, plural, one {# new application} other {# new applications}} on {siteName}",
  },
  body: /*i18n*/ {
    id: "mail.applications-summary.body",
    message:
      "Hello,\n\nSince the last summary, {count, plural, one {# application has} other {# applications have}} arrived:\n{jobs}\n\nReview them here:\n{reviewUrl}\n\nThe CVs are not attached to this e-mail: they stay private on {siteName}, for reviewers who are signed in.",
    comment:
      "Plain-text e-mail to reviewers. {jobs} is a list of lines such as '– Data Analyst at Orchidwave: 3'. Keep the blank lines.",
  },
};

export const APPLICATIONS_SUMMARY_LINE = /*i18n*/ {
  id: "mail.applications-summary.line",
  message: "– {job} at {company}: {count}",
  comment: "One line of the daily summary of new applications.",
};
