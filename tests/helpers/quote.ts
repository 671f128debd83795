import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestServer } from "./server";

export const QUOTE_PATH = "/api/functions/send-lead-notification";

/** The day `days` after today in Auckland, as YYYY-MM-DD. */
export function aucklandDay(days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export type QuoteBody = Record<string, unknown>;

/** A valid quote request (the spec's nine fields), with any fields replaced. */
export function validQuote(overrides: QuoteBody = {}): QuoteBody {
  return {
    service: "Plumbing",
    preferredDate: aucklandDay(7),
    preferredTime: "10:00 AM",
    name: "Mere Tautahi",
    email: "mere@example.co.nz",
    phone: "021 555 0199",
    address: "14 Karaka Street",
    suburb: "Henderson",
    message: "Hot water cylinder is leaking onto the floor.",
    ...overrides,
  };
}

export interface QuoteResponse {
  status: number;
  headers: Headers;
  body: { error?: string; fields?: Record<string, string>; success?: boolean; reference?: number; photoToken?: string };
}

/** POSTs a quote; `body` is sent as JSON unless it is already a string. */
export async function postQuote(baseUrl: string, body: unknown, headers: Record<string, string> = {}): Promise<QuoteResponse> {
  const res = await fetch(baseUrl + QUOTE_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: QuoteResponse["body"];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`expected a JSON answer, got ${res.status}: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/**
 * Stops the server and runs a query on its database. PGlite allows one process per data
 * folder, so the server must be gone first; PostgreSQL is treated the same for symmetry.
 */
export async function queryAfterStop<T = Record<string, unknown>>(server: TestServer, sql: string): Promise<T[]> {
  await server.stop();
  if (server.databaseUrl) {
    const client = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return (await client.unsafe(sql)) as unknown as T[];
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(server.dataDir, "pglite"));
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.close();
  }
}

/** Waits until the server has logged a line containing `text`. */
export async function waitForLog(server: TestServer, text: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`the server never logged ${JSON.stringify(text)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
