import { escapeHtml } from "../mail/html.ts";

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
  return `<!doctype html><html lang="${escapeHtml(content.lang)}"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">${paragraphs(content.intro)}<ul style="padding-left:20px">${jobs}</ul><p>${link(content.searchUrl, content.more.replace(/[:：]\s*$/, ""))}</p><hr><p style="font-size:13px;color:#4b5563">${escapeHtml(content.footer)}<br>${link(content.alertsUrl, content.manage.replace(/[:：]\s*$/, ""))} · ${link(content.unsubscribeUrl, content.unsubscribe.replace(/[:：]\s*$/, ""))}</p></body></html>`;
}
