import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { get, postForm, SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { startLeadsServer, readList, type LeadsServer, type SeedLead } from "./leads-fixtures";

const auckland = (daysAgo: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Auckland" }).format(new Date(Date.now() - daysAgo * 86_400_000));

const NAMED: SeedLead[] = [
  {
    name: "Aroha Ngata",
    email: "aroha@example.co.nz",
    phone: "021 111 2222",
    suburb: "Takapuna",
    service: "Plumbing",
    daysAgo: 40,
    preferredDate: "2030-01-10",
    message: "Leaking tap in the kitchen",
  },
  {
    name: "Ben Smith",
    email: "ben@example.com",
    phone: "09 333 4444",
    suburb: "Henderson",
    service: "Painting",
    daysAgo: 10,
    preferredDate: "2030-02-01",
    status: "contacted",
  },
  {
    name: "Chloe Wong",
    email: "chloe@example.org",
    phone: "022 555 6666",
    suburb: "Māngere",
    service: "Plumbing",
    daysAgo: 2,
    preferredDate: "2030-02-02",
    status: "spam",
  },
  {
    name: "Dev Patel",
    email: "dev@example.net",
    phone: "027 777 8888",
    suburb: "howick",
    service: "Electrical",
    // Received now: "a few minutes ago" fell on yesterday in Auckland for the first minutes after midnight.
    daysAgo: 0,
    preferredDate: "2030-02-03",
    status: "on_hold",
    followUpOn: "2020-01-01",
    message: "=SUM(1+1) please",
  },
  {
    name: "Ella Brown",
    email: "ella@example.co.nz",
    phone: "029 999 0000",
    suburb: "Remuera",
    service: "Gutter cleaning",
    daysAgo: 5,
    preferredDate: "2030-02-04",
    preferredTime: "2:30 PM",
    status: "won",
  },
];
const FILLERS: SeedLead[] = Array.from({ length: 60 }, (_, i) => ({
  name: `Filler ${String(i + 1).padStart(2, "0")}`,
  service: "Lawn mowing",
  suburb: "Albany",
  daysAgo: 20 + i / 1000,
}));
const WORKING = NAMED.length - 1 + FILLERS.length;

let s: LeadsServer;
beforeAll(async () => {
  s = await startLeadsServer([...NAMED, ...FILLERS]);
}, SERVER_START_TIMEOUT_MS);
afterAll(() => s?.dispose());

const names = async (search: string) => (await readList(s, search)).names;

describe("the leads list: filters", () => {
  it("shows working leads by default, newest first, without spam or duplicates", async () => {
    const list = await readList(s, "");
    expect(list.status).toBe(200);
    expect(list.total).toBe(WORKING);
    expect(list.names.slice(0, 3)).toEqual(["Dev Patel", "Ella Brown", "Ben Smith"]);
    expect(list.names).not.toContain("Chloe Wong");
  });

  it("filters by status, including every status, spam and follow-ups due", async () => {
    expect(await names("?status=contacted")).toEqual(["Ben Smith"]);
    expect(await names("?status=spam")).toEqual(["Chloe Wong"]);
    expect(await names("?status=follow-up")).toEqual(["Dev Patel"]);
    expect((await readList(s, "?status=all")).total).toBe(NAMED.length + FILLERS.length);
  });

  it("brings on-hold leads back to attention once their follow-up date has come", async () => {
    const doc = parse((await readList(s, "")).html);
    const notice = doc.querySelectorAll("p").find((p) => p.text.includes("due for follow-up"));
    expect(notice?.text).toContain("1 lead on hold is due for follow-up.");
    expect(notice?.querySelector("a")?.getAttribute("href")).toBe("/admin/leads?status=follow-up");
    const devRow = doc.querySelectorAll("tbody tr").find((tr) => tr.text.includes("Dev Patel"));
    expect(devRow?.text).toContain("Follow-up due (Wed 1 Jan 2020)");
    const followUps = await readList(s, "?status=follow-up");
    expect(followUps.html).not.toContain("due for follow-up.");
    expect(followUps.names).toEqual(["Dev Patel"]);
  });

  // Issue 40.16: the list showed "2030-02-03 10:00 AM"; days and times read as everywhere else.
  it("shows each lead's preferred day and time as the clock module writes them", async () => {
    const rows = parse((await readList(s, "")).html).querySelectorAll("tbody tr");
    const rowOf = (name: string) => rows.find((tr) => tr.text.includes(name))?.text.replace(/\s+/g, " ") ?? "";
    expect(rowOf("Dev Patel")).toContain("Sun 3 Feb 2030 10 am");
    expect(rowOf("Ella Brown")).toContain("Mon 4 Feb 2030 2:30 pm");
    for (const name of ["Dev Patel", "Ella Brown"]) expect(rowOf(name)).not.toMatch(/2030-02-0\d|:00 AM|:30 PM/);
  });

  it("filters by service, area, suburb (any case) and tradie", async () => {
    expect(await names("?service=Electrical")).toEqual(["Dev Patel"]);
    expect(await names("?area=West+Auckland")).toEqual(["Ben Smith"]);
    expect(await names("?area=South+Auckland&status=all")).toEqual(["Chloe Wong"]);
    expect(await names("?area=East+Auckland")).toEqual(["Dev Patel"]);
    expect(await names("?area=Auckland+Central")).toEqual(["Ella Brown"]);
    expect(await names("?suburb=TAKAPUNA")).toEqual(["Aroha Ngata"]);
    expect((await readList(s, "?tradie=none")).total).toBe(WORKING);
    expect(await names("?tradie=1")).toEqual([]);
  });

  it("filters by the day received and the preferred day, in Auckland days", async () => {
    expect(await names(`?receivedFrom=${auckland(11)}&receivedTo=${auckland(9)}`)).toEqual(["Ben Smith"]);
    expect(await names(`?receivedTo=${auckland(30)}`)).toEqual(["Aroha Ngata"]);
    expect(await names(`?receivedFrom=${auckland(0)}`)).toEqual(["Dev Patel"]);
    expect(await names("?preferredFrom=2030-02-01&preferredTo=2030-02-03&sort=preferred&dir=asc")).toEqual(["Ben Smith", "Dev Patel"]);
    expect(await names("?preferredTo=2030-01-31")).toEqual(["Aroha Ngata"]);
  });

  it("combines filters with search", async () => {
    expect(await names("?q=tap&service=Plumbing")).toEqual(["Aroha Ngata"]);
    expect(await names("?q=tap&service=Painting")).toEqual([]);
  });

  it("refuses a malformed list address with a 400 and a message", async () => {
    for (const bad of ["?receivedFrom=2026-13-01", "?sort=colour", "?status=maybe", "?page=0", "?per=30", "?area=Mars", "?tradie=abc"]) {
      const res = await get(`${s.server.url}/admin/leads${bad}`, s.cookie);
      expect(res.status, bad).toBe(400);
      expect(await res.text(), bad).toContain("That list address is not valid");
    }
  });
});

describe("the leads list: search", () => {
  it.each([
    ["a name", "aroha", ["Aroha Ngata"]],
    ["a full name in any order", "ngata AROHA", ["Aroha Ngata"]],
    ["an email", "ben@example.com", ["Ben Smith"]],
    ["a phone number as typed", "027 777 8888", ["Dev Patel"]],
    ["a phone number without spaces", "0277778888", ["Dev Patel"]],
    ["the start of a phone number", "02777", ["Dev Patel"]],
    ["a suburb", "takapuna", ["Aroha Ngata"]],
    ["a word of the message", "kitchen", ["Aroha Ngata"]],
    ["the start of a word", "kitch", ["Aroha Ngata"]],
    ["nothing that matches", "zzzz", []],
    ["punctuation only (no filter)", "&&!", null],
  ])("finds leads by %s", async (_what, q, expected) => {
    const list = await readList(s, `?q=${encodeURIComponent(q)}`);
    expect(list.status).toBe(200);
    if (expected === null) expect(list.total).toBe(WORKING);
    else expect(list.names).toEqual(expected);
  });
});

describe("the leads list: sorting and paging", () => {
  it("sorts by each column, both ways", async () => {
    expect((await names("?sort=received&dir=asc"))[0]).toBe("Aroha Ngata");
    expect((await names("?sort=name&dir=asc"))[0]).toBe("Aroha Ngata");
    expect((await names("?sort=name&dir=desc"))[0]).toBe("Filler 60");
    expect((await names("?sort=preferred&dir=asc"))[0]).toBe("Aroha Ngata");
    expect((await names("?sort=preferred&dir=desc&status=all"))[0]).toMatch(/^Filler/);
    expect((await names("?sort=suburb&dir=asc"))[0]).toMatch(/^Filler/);
    expect((await names("?sort=suburb&dir=desc"))[0]).toBe("Aroha Ngata");
  });

  it("pages without gaps or overlaps, and answers past the last page with an empty page", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => readList(s, `?page=${page}`)));
    expect(pages.map((p) => p.ids.length)).toEqual([25, 25, WORKING - 50]);
    expect(new Set(pages.flatMap((p) => p.ids)).size).toBe(WORKING);
    expect(parse(pages[2].html).querySelector("nav[aria-label='Pages of leads']")?.text).toContain("Page 3 of 3");
    const beyond = await readList(s, "?page=4");
    expect(beyond.status).toBe(200);
    expect(beyond.ids).toEqual([]);
    expect(beyond.html).toContain("No leads match");
    expect((await readList(s, "?per=100")).ids.length).toBe(WORKING);
    // Ties on the sort column are broken by the lead number, so pages stay stable.
    const byService = await Promise.all([1, 2].map((page) => readList(s, `?sort=suburb&dir=asc&per=50&page=${page}`)));
    expect(new Set(byService.flatMap((p) => p.ids)).size).toBe(WORKING);
  });

  it("pages by cursor with Next and Previous: the same leads as by page number, in every order", async () => {
    const pagerHref = (html: string, label: string) =>
      parse(html)
        .querySelectorAll("nav[aria-label='Pages of leads'] a")
        .find((a) => a.text.trim() === label)
        ?.getAttribute("href")
        ?.replace("/admin/leads", "") ?? "";
    for (const view of ["", "status=all&", "sort=name&dir=asc&", "sort=suburb&dir=desc&", "sort=preferred&dir=asc&", "q=filler&"]) {
      const byNumber = await Promise.all([1, 2, 3].map((page) => readList(s, `?${view}page=${page}`)));
      const second = await readList(s, pagerHref(byNumber[0].html, "Next"));
      expect(pagerHref(byNumber[0].html, "Next"), view).toMatch(/&after=\d+$/);
      expect(second.ids, view).toEqual(byNumber[1].ids);
      const third = await readList(s, pagerHref(second.html, "Next"));
      expect(third.ids, view).toEqual(byNumber[2].ids);
      expect(third.total, view).toBe(byNumber[0].total);
      expect(parse(third.html).querySelector("nav[aria-label='Pages of leads']")?.text, view).toContain("Page 3 of 3");
      expect(pagerHref(third.html, "Previous"), view).toMatch(/&before=\d+$/);
      const back = await readList(s, pagerHref(third.html, "Previous"));
      expect(back.ids, view).toEqual(byNumber[1].ids);
      expect(back.total, view).toBe(byNumber[0].total);
      // Page 1 needs no cursor.
      expect(pagerHref(back.html, "Previous"), view).not.toMatch(/before=/);
    }
  });

  it("reads the page by number when its cursor lead no longer exists, and refuses a bad cursor", async () => {
    expect((await readList(s, "?page=2&after=999999")).ids).toEqual((await readList(s, "?page=2")).ids);
    expect((await readList(s, "?page=2&after=abc")).status).toBe(400);
    expect((await readList(s, "?page=2&after=3&before=4")).status).toBe(400);
  });

  it("keeps the list state in its links (sorting, paging, export)", async () => {
    const doc = parse((await readList(s, "?service=Lawn+mowing&sort=name&dir=asc")).html);
    const hrefs = doc.querySelectorAll("a").map((a) => a.getAttribute("href"));
    expect(hrefs).toContainEqual(expect.stringMatching(/^\/admin\/leads\?service=Lawn\+mowing&sort=name&dir=asc&page=2&after=\d+$/));
    expect(hrefs).toContain("/admin/leads?service=Lawn+mowing&sort=name");
    expect(hrefs).toContain("/admin/leads/export.csv?service=Lawn+mowing&sort=name&dir=asc");
  });
});

describe("the CSV export", () => {
  const csv = async (search: string) => {
    const res = await get(`${s.server.url}/admin/leads/export.csv${search}`, s.cookie);
    return {
      res,
      lines: (await res.text())
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n"),
    };
  };

  it("exports every page of the filtered view, in its order, as a download", async () => {
    const { res, lines } = await csv("?status=all&sort=received&dir=asc");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(lines[0]).toMatch(/^Lead,Received,Status,Service/);
    expect(lines).toHaveLength(1 + NAMED.length + FILLERS.length);
    expect(lines[1]).toContain("Aroha Ngata");
    expect(lines[lines.length - 1]).toContain("Dev Patel");
  });

  it("keeps the filters and defuses formulas typed by the public", async () => {
    const { lines } = await csv("?area=East+Auckland");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Dev Patel");
    expect(lines[1]).toContain("East Auckland");
    expect(lines[1]).toContain(",'=SUM(1+1) please,");
  });

  it("crosses batch boundaries in every sort without repeating a row", async () => {
    for (const sort of ["name", "suburb", "preferred"]) {
      const { lines } = await csv(`?status=all&sort=${sort}&dir=desc`);
      const ids = lines.slice(1).map((l) => l.split(",")[0]);
      expect(new Set(ids).size, sort).toBe(NAMED.length + FILLERS.length);
    }
  });

  it("refuses a malformed address", async () => {
    expect((await csv("?receivedFrom=yesterday")).res.status).toBe(400);
  });
});

describe("bulk status changes", () => {
  it("marks the selected leads as spam, and then they leave the working list", async () => {
    const fillers = (await readList(s, "?q=filler&sort=name&dir=asc")).ids.slice(0, 2);
    const body = new URLSearchParams([["intent", "bulk-status"], ["status", "spam"], ...fillers.map((id) => ["ids", String(id)])]);
    const res = await fetch(`${s.server.url}/admin/leads`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: s.server.url, cookie: s.cookie },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("2 leads moved to spam.");
    expect((await readList(s, "?status=spam")).ids.sort()).toEqual([...fillers, (await readList(s, "?q=chloe&status=all")).ids[0]].sort());
  });

  it("marks leads as spam with the bar's spam button, sending what the rendered form sends", async () => {
    const page = parse((await readList(s, "?q=filler&sort=name&dir=desc")).html);
    const form = page.querySelector("form#bulk-leads")!;
    // What a browser sends for a press of that button: the form's own fields with their
    // defaults, the rows ticked (their checkboxes name the form), then the pressed button.
    const fields: Array<[string, string]> = form
      .querySelectorAll("input:not([type=checkbox]), select")
      .map((field) => [
        field.getAttribute("name")!,
        field.tagName === "SELECT"
          ? (field.querySelector("option[selected]") ?? field.querySelector("option"))!.getAttribute("value")!
          : (field.getAttribute("value") ?? ""),
      ]);
    const ticked = page
      .querySelectorAll('input[type=checkbox][form="bulk-leads"][name="ids"]')
      .slice(0, 2)
      .map((box): [string, string] => ["ids", box.getAttribute("value")!]);
    const spam = form.querySelectorAll("button").find((b) => b.text.trim() === "Mark selected as spam")!;
    const body = new URLSearchParams([...fields, ...ticked, [spam.getAttribute("name")!, spam.getAttribute("value")!]]);
    const res = await fetch(`${s.server.url}/admin/leads`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: s.server.url, cookie: s.cookie },
      body,
    });
    expect(await res.text()).toContain("2 leads moved to spam.");
    const spamIds = (await readList(s, "?status=spam")).ids;
    for (const [, id] of ticked) expect(spamIds).toContain(Number(id));
  });

  it("moves only the leads that may make the move, and says how many could not", async () => {
    const [ella] = (await readList(s, "?q=ella")).ids;
    const [aroha] = (await readList(s, "?q=aroha")).ids;
    const body = new URLSearchParams([
      ["intent", "bulk-status"],
      ["status", "contacted"],
      ["ids", String(ella)],
      ["ids", String(aroha)],
    ]);
    const res = await fetch(`${s.server.url}/admin/leads`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: s.server.url, cookie: s.cookie },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("1 lead moved to contacted. 1 could not be moved there from their current status.");
    const refused = await postForm(
      s.server.url,
      "/admin/leads",
      { intent: "bulk-status", status: "contacted", ids: String(ella) },
      s.cookie,
    );
    expect(refused.status).toBe(409);
  });

  it("refuses a bulk change with nothing selected, or lost without a reason", async () => {
    const none = await postForm(s.server.url, "/admin/leads", { intent: "bulk-status", status: "spam" }, s.cookie);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Select at least one lead.");
    const lost = await postForm(s.server.url, "/admin/leads", { intent: "bulk-status", status: "lost", ids: "1" }, s.cookie);
    expect(lost.status).toBe(400);
    expect(await lost.text()).toContain("Say why the leads were lost.");
  });
});
