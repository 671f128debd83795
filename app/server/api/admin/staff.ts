import { Hono } from "hono";
import type { ZodError } from "zod";
import { getDb } from "~/platform/db/client.server";
import { fieldErrors } from "~/lib/field-errors";
import { createStaffSchema, setRoleSchema } from "~/features/staff/schema";
import {
  createStaffMember,
  deactivateStaff,
  listStaff,
  reactivateStaff,
  sendInvitation,
  setStaffRole,
} from "~/features/staff/staff.server";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { readJson, smallBody } from "../json-body";
import { staffOnly, type StaffVariables } from "./guard";

const managers = staffOnly("staff.manage");
const invalid = (error: ZodError) => ({ error: "Please correct the highlighted fields.", fields: fieldErrors(error) });

/** /api/admin/staff: listing needs staff.view, every change staff.manage (permissions.ts). */
export const staffApi = new Hono<{ Variables: ClientIpVariables & StaffVariables }>()
  .get("/", staffOnly("staff.view"), async (c) => c.json({ staff: await listStaff(getDb()) }))
  .post("/", managers, smallBody, async (c) => {
    const parsed = createStaffSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json(invalid(parsed.error), 400);
    const created = await createStaffMember(getDb(), c.get("staff"), parsed.data);
    return c.json(created, 201);
  })
  .put("/:id/role", managers, smallBody, async (c) => {
    const parsed = setRoleSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json(invalid(parsed.error), 400);
    return c.json({ member: await setStaffRole(getDb(), c.get("staff"), c.req.param("id"), parsed.data.role) });
  })
  .post("/:id/deactivate", managers, async (c) => c.json({ member: await deactivateStaff(getDb(), c.get("staff"), c.req.param("id")) }))
  .post("/:id/reactivate", managers, async (c) => c.json({ member: await reactivateStaff(getDb(), c.get("staff"), c.req.param("id")) }))
  .post("/:id/invitation", managers, async (c) => {
    await sendInvitation(getDb(), c.req.param("id"));
    return c.body(null, 204);
  });
