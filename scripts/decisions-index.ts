// `npm run decisions:index`: writes docs/decisions/README.md, the decisions by topic with their
// status. A test (scripts/decisions-index.test.ts) fails when the committed index is stale.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const DIR = path.resolve(import.meta.dirname, "../docs/decisions");

/** Topics by number range: a new decision takes the next free number of its topic. */
const TOPICS: Array<{ from: number; to: number; topic: string }> = [
  { from: 0, to: 9, topic: "Foundation: stack, layout of the code, operations" },
  { from: 10, to: 19, topic: "Quote requests and the database" },
  { from: 20, to: 29, topic: "Staff sign-in and accounts" },
  { from: 30, to: 39, topic: "Public pages and speed" },
  { from: 40, to: 49, topic: "Tradies, applications and photos" },
  { from: 50, to: 59, topic: "Settings, services and the audit trail" },
  { from: 60, to: 69, topic: "Leads workspace" },
  { from: 70, to: 79, topic: "Email" },
  { from: 80, to: 89, topic: "Forms, tables and the admin kit" },
  { from: 90, to: 99, topic: "Actions, permissions and request guards" },
  { from: 100, to: 9999, topic: "After the lead: customers, quotes, jobs, invoices, reviews" },
];

export function decisionsIndex(): string {
  const records = readdirSync(DIR)
    .filter((file) => /^\d{4}-.*\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(DIR, file), "utf8");
      const title = text.split("\n")[0].replace(/^#\s*\d{4}:?\s*/, "");
      const status = /^Status:\s*(.+)$/m.exec(text)?.[1] ?? "no status";
      const date = /^Date:\s*(.+)$/m.exec(text)?.[1] ?? "";
      return { file, number: Number(file.slice(0, 4)), title, status, date };
    });
  const lines = [
    "# Decisions",
    "",
    "Why the product is the way it is: one record per decision (context, decision, consequence),",
    "with its status and date. A record that a later one changes says so in its status",
    "(`amended by NNNN`, `superseded by NNNN`); the later record says what it amends. This index",
    "is written by `npm run decisions:index`.",
  ];
  for (const { from, to, topic } of TOPICS) {
    const inTopic = records.filter((r) => r.number >= from && r.number <= to);
    if (inTopic.length === 0) continue;
    lines.push("", `## ${topic}`, "", "| # | Decision | Status | Date |", "|---|---|---|---|");
    for (const r of inTopic) lines.push(`| ${r.file.slice(0, 4)} | [${r.title}](${r.file}) | ${r.status} | ${r.date} |`);
  }
  return `${lines.join("\n")}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(path.join(DIR, "README.md"), decisionsIndex());
  console.log("wrote docs/decisions/README.md");
}
