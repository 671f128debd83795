import { parse as parseCsv } from "csv-parse/sync";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { multipart, postMultipart } from "../helpers/applications";
import { get, postForm } from "../helpers/auth";
import { useStaffServer } from "../helpers/suite";

/*
 * The price list (issue 17, docs/decisions/0087): administrators add and change items, managers
 * look; prices are exact cents, GST-inclusive or -exclusive; codes are unique however they are
 * typed, even when two saves race; the CSV export imports back, and an import with any bad row
 * changes nothing.
 */
const PASSWORD = "price-list-password-1";
const USERS = {
  admin: { email: "tane@prices.test", name: "Tane Admin", role: "admin" as const },
  manager: { email: "hine@prices.test", name: "Hine Manager", role: "manager" as const },
};
const { cookies, url } = useStaffServer(USERS, PASSWORD);

const LIST = "/admin/price-list";
const page = async (path: string, cookie = cookies.admin) => {
  const res = await get(`${url()}${path}`, cookie);
  return { status: res.status, html: parse(await res.text()) };
};
const item = (overrides: Record<string, string> = {}): Record<string, string> => ({
  code: "gut-single",
  name: "Gutter clean, single storey",
  description: "Clear and flush gutters and downpipes.",
  unit: "m",
  unitPrice: "12.50",
  amountsAre: "inclusive",
  service: "gutter-cleaning-auckland",
  active: "yes",
  ...overrides,
});
const add = (form: Record<string, string>, cookie = cookies.admin) => postForm(url(), `${LIST}/new`, form, cookie);
const rowsOf = async (q = "") =>
  (await page(`${LIST}?show=all${q ? `&q=${q}` : ""}`)).html
    .querySelectorAll("tbody tr")
    .map((tr) => tr.querySelectorAll("td").map((td) => td.text.trim()));
const upload = (csv: string | Uint8Array, cookie = cookies.admin) =>
  postMultipart(
    url(),
    LIST,
    multipart(
      { intent: "import" },
      { file: { name: "prices.csv", type: "text/csv", bytes: typeof csv === "string" ? new TextEncoder().encode(csv) : csv } },
    ),
    cookie,
  );

describe("price-list items", () => {
  it("adds an item with its code in upper case and its price in exact cents, audited", async () => {
    const res = await add(item());
    expect(res.status, await res.clone().text()).toBe(302);
    const id = /\/admin\/price-list\/(\d+)\?notice=created$/.exec(res.headers.get("location") ?? "")?.[1];
    expect(id).toBeDefined();
    const form = (await page(`${LIST}/${id}`)).html;
    expect(form.querySelector('input[name="code"]')?.getAttribute("value")).toBe("GUT-SINGLE");
    expect(form.querySelector('input[name="unitPrice"]')?.getAttribute("value")).toBe("12.50");
    expect((await rowsOf())[0]).toEqual(expect.arrayContaining([expect.stringContaining("$12.50 per metre (incl. GST)")]));
    expect((await page("/admin/audit?type=price-item")).html.text).toContain("price-item.create");
    // Issue 40.16: the trail named fields by their keys and amounts in cents; each row of the entry reads as words and money.
    const audit = (await page("/admin/audit?type=price-item")).html;
    const fields = Object.fromEntries(
      audit
        .querySelectorAll("main li")
        .find((li) => li.text.includes("price-item.create") && li.text.includes("GUT-SINGLE"))!
        .querySelectorAll("tbody tr")
        .map((tr) => [tr.querySelector("th")!.text.trim(), tr.querySelectorAll("td")[1].text.trim()]),
    );
    expect(fields).toMatchObject({ Code: "GUT-SINGLE", "Unit price": "$12.50", Active: "Yes" });
    expect(Object.keys(fields).join(" ")).not.toMatch(/Cents|[a-z][A-Z]/);
  });

  it("refuses bad input beside its field, and a code already taken however it is typed", async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [item({ code: "Gut-Single" }), 409, "Another item already has that code."],
      [item({ code: "has space" }), 400, "Use a code of up to 30 letters"],
      [item({ code: "X1", unitPrice: "0" }), 400, "Enter a price such as 85.00"],
      [item({ code: "X1", unitPrice: "1000000.01" }), 400, "Enter a price such as 85.00"],
      [item({ code: "X1", unitPrice: "-5" }), 400, "Enter a price such as 85.00"],
      [item({ code: "X1", unitPrice: "12.345" }), 400, "Enter a price such as 85.00"],
      [item({ code: "X1", unit: "furlong" }), 400, "Choose a unit from the list"],
      [item({ code: "X1", service: "unicorn-grooming" }), 400, 'There is no service called "unicorn-grooming".'],
      [item({ code: "X1", name: "Bad\u0000name" }), 400, "control characters"],
      [item({ code: "X1", name: "" }), 400, "Enter the name"],
    ];
    for (const [form, status, message] of cases) {
      const res = await add(form);
      expect(res.status, message).toBe(status);
      expect(await res.text(), message).toContain(message.replaceAll('"', "&quot;"));
    }
    expect((await rowsOf("X1")).length).toBe(0);
  });

  it("makes one item of two saves of the same new code at once", async () => {
    const answers = await Promise.all([add(item({ code: "RACE-1" })), add(item({ code: "race-1" }))]);
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409]);
    expect((await rowsOf("RACE-1")).length).toBe(1);
  });

  it("lets managers look but not change", async () => {
    expect((await page(LIST, cookies.manager)).status).toBe(200);
    expect((await page(`${LIST}/new`, cookies.manager)).status).toBe(403);
    expect((await add(item({ code: "MGR-1" }), cookies.manager)).status).toBe(403);
    expect((await upload("Code,Name,Unit,Unit price,Amounts are,Active\nMGR-2,x,each,1,inclusive,yes", cookies.manager)).status).toBe(403);
    expect((await page(`${LIST}/2147483647`)).status).toBe(404);
  });
});

describe("CSV", () => {
  it("exports every item and imports the file back, adding new codes and updating known ones", async () => {
    const exported = await (await get(`${url()}${LIST}/export.csv`, cookies.admin)).text();
    const [header, ...rows] = parseCsv(exported.replace(/^\uFEFF/, "")) as string[][];
    expect(header).toEqual(["Code", "Name", "Description", "Unit", "Unit price", "Amounts are", "Service", "Active"]);
    expect(rows.find((r) => r[0] === "GUT-SINGLE")).toEqual([
      "GUT-SINGLE",
      "Gutter clean, single storey",
      "Clear and flush gutters and downpipes.",
      "m",
      "12.50",
      "inclusive",
      "gutter-cleaning-auckland",
      "yes",
    ]);
    const changed = exported.replace("12.50", "14.00") + "LAB-STD,Labour (standard rate),,hour,85.00,exclusive,,yes\r\n";
    const res = await upload(changed);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Imported: 1 added, 2 updated.");
    expect((await rowsOf("GUT"))[0].join(" ")).toContain("$14.00 per metre");
    expect((await rowsOf("LAB-STD"))[0].join(" ")).toContain("$85.00 per hour (excl. GST)");
  });

  // Issue 40.22: Excel's plain "CSV (Comma delimited)" is Windows-1252, and read as UTF-8 it stored "Caf� �and�".
  it("reads a Windows-1252 file and a UTF-16 file as the spreadsheet wrote them, and refuses unreadable bytes naming the row", async () => {
    const header = "Code,Name,Unit,Unit price,Amounts are,Active\r\n";
    const latin = new Uint8Array(
      Array.from(
        `${header}ENC-CAFE,Café \u201cand\u201d crème,each,10.00,inclusive,yes\r\nENC-PINA,Piña colada \u2014 bar,each,12.00,inclusive,yes\r\n`,
        (c) => ({ "\u201c": 0x93, "\u201d": 0x94, "\u2014": 0x97 })[c] ?? c.charCodeAt(0),
      ),
    );
    expect((await upload(latin)).status).toBe(200);
    const utf16 = `\uFEFF${header}ENC-MAORI,Whare Ōtāhuhu,each,20.00,inclusive,yes\r\n`;
    const bytes = new Uint8Array(utf16.length * 2);
    Array.from(utf16).forEach((c, i) => new DataView(bytes.buffer).setUint16(i * 2, c.charCodeAt(0), true));
    expect((await upload(bytes)).status).toBe(200);
    const names = (await rowsOf("ENC-")).map((cells) => cells.join(" "));
    expect(names.find((n) => n.includes("ENC-CAFE"))).toContain("Café \u201cand\u201d crème");
    expect(names.find((n) => n.includes("ENC-PINA"))).toContain("Piña colada \u2014 bar");
    expect(names.find((n) => n.includes("ENC-MAORI"))).toContain("Whare Ōtāhuhu");
    expect(names.join(" ")).not.toContain("\uFFFD");

    const broken = new Uint8Array([
      ...new TextEncoder().encode(`${header}ENC-OK,Fine,each,1.00,inclusive,yes\r\nENC-BAD,Bad `),
      0x81,
      0x0d,
      0x0a,
    ]);
    const refused = await upload(broken);
    expect(refused.status).toBe(400);
    expect(parse(await refused.text()).text).toContain("Row 3 has characters that could not be read.");
    expect(await rowsOf("ENC-OK")).toHaveLength(0);
  });

  it("imports nothing when any row has a problem, and says which rows", async () => {
    const bad = [
      "Code,Name,Unit,Unit price,Amounts are,Active",
      "NEW-OK,Fine item,each,10.00,inclusive,yes",
      "BAD-PRICE,Too dear,each,2000000,inclusive,yes",
      "NEW-OK,Same code again,each,10.00,inclusive,yes",
    ].join("\n");
    const res = await upload(bad);
    expect(res.status).toBe(400);
    const text = parse(await res.text()).text;
    expect(text).toContain("Nothing was imported: 2 rows have problems.");
    expect(text).toContain("Row 3, unitPrice: Enter a price such as 85.00");
    expect(text).toContain("Row 4: the code NEW-OK is also on row 2");
    expect((await rowsOf("NEW-OK")).length).toBe(0);
    for (const [file, message] of [
      ["", "Choose a CSV file to import."],
      ["just,some\nthing", "The file needs the columns"],
      ['"unclosed,quote', "could not be read as CSV"],
      [
        [
          "Code,Name,Unit,Unit price,Amounts are,Active",
          ...Array.from({ length: 2001 }, (_, i) => `BULK-${i},Item,each,1.00,inclusive,yes`),
        ].join("\n"),
        "Import at most 2,000 items at a time.",
      ],
    ] as const) {
      const refused = await upload(file);
      expect(refused.status, message).toBe(400);
      expect(await refused.text(), message).toContain(message);
    }
  });

  // Issue 40.16: a price "each" read "$45.00 per each".
  it("shows each item's price with its unit as people say it: so much each, or per hour", async () => {
    expect((await add(item({ code: "TAP-WASHER", name: "Tap washer", unit: "each", unitPrice: "45" }))).status).toBe(302);
    expect((await add(item({ code: "LAB-HOUR", name: "Labour", unit: "hour", unitPrice: "95", amountsAre: "exclusive" }))).status).toBe(
      302,
    );
    const each = (await rowsOf("TAP-WASHER"))[0].join(" ");
    const hour = (await rowsOf("LAB-HOUR"))[0].join(" ");
    expect(each).toContain("$45.00 each (incl. GST)");
    expect(hour).toContain("$95.00 per hour (excl. GST)");
    expect(`${each} ${hour}`).not.toContain("per each");
  });
});
