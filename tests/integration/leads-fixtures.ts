import { parse } from "node-html-parser";
import { openDatabase } from "~/platform/db/client.server";
import type { Database } from "~/platform/db/database";
import { insertAccount, replaceRole } from "~/features/auth/staff-accounts.server";
import { leadsTable } from "~/features/leads/tables";
import { get, sessionCookie } from "../helpers/auth";
import { createFolderAndDatabase, startServer, type TestServer } from "../helpers/server";

export const PASSWORD = "leads-password-123";
export const MANAGER = "manager@leads.test";

export type SeedLead = Partial<typeof leadsTable.$inferInsert> & { name: string; daysAgo?: number };

/** A lead with every required field, received `daysAgo` days ago. */
export function leadRow({ daysAgo = 1, ...fields }: SeedLead): typeof leadsTable.$inferInsert {
  return {
    service: "Plumbing",
    preferredDate: "2030-03-01",
    preferredTime: "10:00 AM",
    email: `${fields.name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.co.nz`,
    phone: "021 000 0000",
    address: "1 Test Street",
    suburb: "Albany",
    message: "Please come and have a look.",
    createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    ...fields,
  };
}

export interface LeadsServer {
  server: TestServer;
  cookie: string;
  dispose(): Promise<void>;
}

/**
 * A test server whose database already holds a manager and these leads (with received dates
 * in the past, which the public form cannot make), plus whatever `more` adds.
 */
export async function startLeadsServer(
  leads: SeedLead[],
  more?: (db: Database) => Promise<void>,
  env: Record<string, string> = {},
): Promise<LeadsServer> {
  const database = await createFolderAndDatabase("hpm-leads-");
  const { dataDir } = database;
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, dataDir });
  try {
    await handle.migrate();
    const id = await insertAccount(handle.db, { name: "Mia Manager", email: MANAGER, password: PASSWORD });
    if (!id) throw new Error("could not seed the manager");
    await replaceRole(handle.db, id, "manager");
    if (leads.length) await handle.db.insert(leadsTable).values(leads.map(leadRow));
    await more?.(handle.db);
  } finally {
    await handle.close();
  }
  const server = await startServer({
    dataDir,
    databaseUrl: database.databaseUrl,
    env: { QUOTE_MIN_FILL_MS: "0", QUOTE_RATE_LIMIT_MAX: "1000", ...env },
  });
  const cookie = await sessionCookie(server.url, MANAGER, PASSWORD);
  return {
    server,
    cookie,
    dispose: async () => {
      await server.dispose();
      await database.drop();
    },
  };
}

/** The leads list as the page shows it: the names in order, the total and the status code. */
export async function readList(s: LeadsServer, search: string) {
  const res = await get(`${s.server.url}/admin/leads${search}`, s.cookie);
  const html = await res.text();
  const doc = parse(html);
  const names = doc.querySelectorAll("tbody a[href^='/admin/leads/']").map((a) => a.text.trim());
  const ids = doc.querySelectorAll("tbody a[href^='/admin/leads/']").map((a) => Number(a.getAttribute("href")!.split("/").pop()));
  const total = Number(/([\d,]+) leads?<\/p>|· ([\d,]+) leads?/.exec(html)?.slice(1).find(Boolean)?.replace(/,/g, "") ?? NaN);
  return { status: res.status, html, names, ids, total };
}

/** The lead page's visible text. */
export async function leadPage(s: LeadsServer, id: number) {
  const res = await get(`${s.server.url}/admin/leads/${id}`, s.cookie);
  const html = await res.text();
  return { status: res.status, html, text: parse(html).querySelector("main")?.text ?? parse(html).text };
}
