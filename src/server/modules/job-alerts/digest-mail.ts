import type { I18n } from "@lingui/core";
import type { LocaleCode } from "#shared/locales.ts";
import { type AlertQuery, alertSearchParams } from "#shared/schemas/job-alerts.ts";
import { SITE_NAME } from "#shared/site.ts";
import { escapeHtml } from "../mail/html.ts";
import { ALERT_DIGEST } from "../mail/messages.ts";
import type { Mail } from "../mail/service.ts";
import { pageUrl, serverI18n } from "../mail/translations.ts";
import type { UnsubscribeLinks } from "./unsubscribe-links.ts";

/** What a digest says, already in its member's language. */
export type DigestContent = {
  lang: string;
  intro: string;
  jobs: { title: string; company: string; place: string; url: string }[];
  more: string;
  searchUrl: string;
  footer: string;
  manage: string;
  alertsUrl: string;
  unsubscribe: string;
  unsubscribeUrl: string;
};

const jobLine = (job: DigestContent["jobs"][number]) =>
  [job.company, job.place].filter(Boolean).join(", ");

/** The plain-text part: each job's title, company and place, and its address on a line of its own. */
export function digestText(content: DigestContent): string {
  const jobs = content.jobs.map((job) => `${job.title}\n${jobLine(job)}\n${job.url}`);
  return `${[
    content.intro,
    ...jobs,
    `${content.more}\n${content.searchUrl}`,
    `${content.footer}\n${content.manage}\n${content.alertsUrl}\n${content.unsubscribe}\n${content.unsubscribeUrl}`,
  ].join("\n\n")}\n`;
}

/** The HTML part: the same, each title a link; everything from a job or a person is escaped. */
export function digestHtml(content: DigestContent): string {
  const link = (url: string, text: string) =>
    `<a href="${escapeHtml(url)}" style="color:#0f5d56">${escapeHtml(text)}</a>`;
  const paragraphs = (text: string) =>
    text
      .split(/\n{2,}/)
      .map((part) => `<p>${part.split("\n").map(escapeHtml).join("<br>")}</p>`)
      .join("");
  const jobs = content.jobs
    .map(
      (job) =>
        `<li style="margin-bottom:12px"><strong>${link(job.url, job.title)}</strong><br>${escapeHtml(jobLine(job))}</li>`,
    )
    .join("");
  return `<!doctype html><html lang="${escapeHtml(content.lang)}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">${paragraphs(content.intro)}<ul style="padding-left:20px">${jobs}</ul><p>${link(content.searchUrl, content.more.replace(/[:\uFF1A]\s*$/, ""))}</p><hr><p style="font-size:13px;color:#4b5563">${escapeHtml(content.footer)}<br>${link(content.alertsUrl, content.manage.replace(/[:\uFF1A]\s*$/, ""))} · ${link(content.unsubscribeUrl, content.unsubscribe.replace(/[:\uFF1A]\s*$/, ""))}</p></body></html>`;
}

/** What a digest shows of a job, and when it was published. */
export type NewJob = {
  id: string;
  title: string;
  company: string;
  location: string | null;
  country: string | null;
  publishedAt: Date;
};

export type DigestAlert = {
  id: string;
  label: string;
  query: AlertQuery;
  frequency: string;
  email: string;
  name: string;
  locale: LocaleCode;
};

/** One alert's digest: its jobs, the way to all of them, and a one-click unsubscribe. */
export async function digestMail(
  alert: DigestAlert,
  items: NewJob[],
  total: number,
  siteUrl: string,
  links: UnsubscribeLinks,
): Promise<Mail> {
  const i18n: I18n = await serverI18n(alert.locale);
  const locale = alert.locale;
  const token = await links.token(alert.id);
  const unsubscribeUrl = `${pageUrl(siteUrl, locale, "/alerts/unsubscribe")}?${new URLSearchParams({ alert: alert.id, token })}`;
  const content = {
    lang: locale,
    subject: i18n._({ ...ALERT_DIGEST.subject, values: { count: total, label: alert.label } }),
    intro: i18n._({
      ...ALERT_DIGEST.intro,
      values: { name: alert.name || alert.email, count: total, label: alert.label },
    }),
    jobs: items.map((job) => ({
      title: job.title,
      company: job.company,
      place: job.location || regionName(locale, job.country),
      url: pageUrl(siteUrl, locale, `/jobs/${job.id}`),
    })),
    more: i18n._(ALERT_DIGEST.more),
    searchUrl: `${pageUrl(siteUrl, locale, "/jobs")}?${alertSearchParams(alert.query)}`,
    footer: i18n._({
      ...ALERT_DIGEST.footer,
      values: { frequency: alert.frequency, siteName: SITE_NAME },
    }),
    manage: i18n._(ALERT_DIGEST.manage),
    alertsUrl: pageUrl(siteUrl, locale, "/account/alerts"),
    unsubscribe: i18n._(ALERT_DIGEST.unsubscribe),
    unsubscribeUrl,
  };
  return {
    to: alert.email,
    lang: locale,
    subject: content.subject,
    text: digestText(content),
    html: digestHtml(content),
    // RFC 8058: a mail program may offer "unsubscribe", which posts to the link, signed out.
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** A country's name in the mail's language ("シンガポール"), from its ISO code. */
function regionName(locale: string, code: string | null): string {
  if (!code) return "";
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region" });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
