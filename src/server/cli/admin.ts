import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "#shared/constants.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/open.ts";
import { createLogger } from "../lib/logger.ts";
import { createAuthService } from "../modules/auth/service.ts";

const USAGE =
  "Usage: npm run admin -- create <email> [password]   (asks for the password when omitted)";

async function askPassword(): Promise<string> {
  if (!stdin.isTTY) {
    const lines = createInterface({ input: stdin });
    for await (const line of lines) return line.trim();
    return "";
  }
  const prompt = createInterface({ input: stdin, output: stdout, terminal: true });
  // Hide the typed characters.
  const write = (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
  (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (text.startsWith("Password")) write.call(prompt, text);
  };
  const answer = await prompt.question("Password for the new admin: ");
  prompt.close();
  stdout.write("\n");
  return answer;
}

async function main() {
  const [command, email, givenPassword] = process.argv.slice(2);
  if (command !== "create" || !email) throw new Error(USAGE);
  if (!z.email().safeParse(email).success) throw new Error(`Not an e-mail address: ${email}`);
  const password = givenPassword ?? (await askPassword());
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new Error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const config = loadConfig();
  const log = createLogger("warn", false);
  const database = await openDatabase(config, log);
  try {
    const { created } = await createAuthService(database.db).ensureUser({
      email,
      password,
      role: "admin",
    });
    console.log(
      created ? `Admin ${email} created.` : `${email} is now an admin with the new password.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
