// `npm run admin:create -- --email sam@example.com [--name "Sam Smith"] [--role admin|manager] [--password ...]`
// Adds a staff account straight to the database (PGlite in DATA_DIR, or DATABASE_URL), with
// a generated password printed once unless --password is given. With PGlite the server must
// be stopped first: one process per data folder.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { insertAccount, replaceRole } from "~/features/auth/accounts.server";
import { fieldErrors } from "~/features/auth/schema";
import { createStaffSchema } from "~/features/staff/schema";
import { loadConfig } from "~/server/config.server";

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

/** A PGlite folder served by a running server would silently lose this script's writes. */
async function assertServerStopped(publicUrl: string) {
  try {
    const res = await fetch(`${publicUrl}/api/health`, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json()) as { database?: { kind?: string } };
    if (body.database?.kind === "pglite") fail(`the server at ${publicUrl} is running on this PGlite folder. Stop it first (only one process may open the folder), or add staff from the admin area.`);
  } catch {
    // Nothing answering: the folder is ours.
  }
}

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string", default: "admin" }, password: { type: "string" } },
});
if (!values.email) fail('give the email address, e.g. npm run admin:create -- --email sam@example.com --name "Sam Smith"');

const generated = values.password ? undefined : randomBytes(18).toString("base64url");
const parsed = createStaffSchema.safeParse({ email: values.email, name: values.name ?? values.email.split("@")[0], role: values.role, password: values.password ?? generated });
if (!parsed.success) fail(Object.values(fieldErrors(parsed.error)).join("; "));
const input = parsed.data;

const config = loadConfig();
if (!config.databaseUrl) await assertServerStopped(config.publicUrl);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const userId = await database.db.transaction(async (tx) => {
    const id = await insertAccount(tx, input);
    if (id) await replaceRole(tx, id, input.role);
    return id;
  });
  if (!userId) fail(`there is already an account for ${input.email}. Change its role or password from the admin area instead.`);
  console.log(`Created ${input.role} account for ${input.email} (${database.kind}).`);
  if (generated) console.log(`Password (shown only now; change it after signing in): ${generated}`);
} finally {
  await database.close();
}
