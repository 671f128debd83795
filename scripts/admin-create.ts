// `npm run admin:create -- --email sam@example.com [--name "Sam Smith"] [--role admin|manager] [--password ...]`
// Adds a staff account straight to the database (PGlite in DATA_DIR, or DATABASE_URL), with
// a generated password printed once unless --password is given. With PGlite the server must
// be stopped first (one process per data folder): the folder's lock refuses otherwise.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { openDatabase } from "~/platform/db/client.server";
import { DataFolderInUseError } from "~/platform/db/data-folder-lock.server";
import { insertAccount, replaceRole } from "~/features/auth/staff-accounts.server";
import { fieldErrors } from "~/lib/field-errors";
import { createStaffSchema } from "~/features/staff/schema";
import { getConfig } from "~/platform/config.server";

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
    password: { type: "string" },
  },
});
if (!values.email) fail('give the email address, e.g. npm run admin:create -- --email sam@example.com --name "Sam Smith"');

const generated = values.password ? undefined : randomBytes(18).toString("base64url");
const parsed = createStaffSchema.safeParse({
  email: values.email,
  name: values.name ?? values.email.split("@")[0],
  role: values.role,
  password: values.password ?? generated,
});
if (!parsed.success) fail(Object.values(fieldErrors(parsed.error)).join("; "));
const input = parsed.data;

const config = getConfig();
// On PGlite the data folder's lock refuses while the server (or anything else) has it open.
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  holder: { command: "admin:create" },
}).catch((error: Error) =>
  fail(error instanceof DataFolderInUseError ? `${error.message} Or add staff from the admin area while the server runs.` : error.message),
);
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
