import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { SMTPServer } from "smtp-server";

/** Where the test SMTP server of a run on this port keeps each message it receives. */
export const mailDirectory = (port: number) => path.resolve("test-results", `mail-${port}`);
export const smtpPort = (port: number) => port + 1000;

/**
 * Playwright's global setup: a real SMTP server on this machine for the app under test
 * (SMTP_URL points at it), writing every message to a file the journeys can read.
 */
export default async function startMailServer() {
  const port = Number(process.env.E2E_PORT ?? 3211);
  const directory = mailDirectory(port);
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received += 1;
        writeFile(path.join(directory, `${received}.eml`), Buffer.concat(chunks)).then(
          () => done(),
          done,
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort(port), "127.0.0.1", resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every message received so far, as raw text. */
export async function receivedMail(port: number): Promise<string[]> {
  const directory = mailDirectory(port);
  const files = await readdir(directory).catch(() => []);
  return Promise.all(files.map((file) => readFile(path.join(directory, file), "utf8")));
}

/** A raw message's quoted-printable parts, decoded (ASCII, such as the links, comes out whole). */
export const decodedMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The first link to `path` in a mail to `to` received on the run of this port, once it arrives. */
export async function linkInMail(port: number, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`(https?://\\S+${path}\\?token=[\\w-]+)`);
  let link = "";
  // The worker delivers within seconds; a queue is no instant.
  await expect
    .poll(
      async () => {
        const mails = (await receivedMail(port)).map(decodedMail);
        const links = mails.filter((raw) => raw.includes(to)).map((raw) => pattern.exec(raw)?.[1]);
        link = links.find(Boolean) ?? "";
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe("");
  return link;
}
