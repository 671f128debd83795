import { fetchPage } from "./html";

export interface AuditEntry {
  action: string;
  /** The whole entry as the admin sees it: who, what, when and each changed field's before and after. */
  text: string;
}

/** One record's entries on the /admin/audit page (newest first), read as an administrator. */
export async function auditEntries(
  baseUrl: string,
  adminCookie: string,
  entityType: string,
  entityId: number | string,
): Promise<AuditEntry[]> {
  const page = await fetchPage(`${baseUrl}/admin/audit?type=${entityType}`, { headers: { cookie: adminCookie } });
  if (page.status !== 200) throw new Error(`/admin/audit answered ${page.status}`);
  return page.doc
    .querySelectorAll("main ol > li")
    .filter((li) => li.querySelector("p")?.text.includes(` · ${entityType} ${entityId} · `))
    .map((li) => ({ action: li.querySelector("code")?.text ?? "", text: li.text }));
}
