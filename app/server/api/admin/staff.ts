import { Hono } from "hono";
import { getDb } from "~/db/client.server";
import { ROLE_FOR_CHANGES } from "~/features/auth/roles";
import { fieldErrors } from "~/features/auth/schema";
import { createStaffSchema, setRoleSchema } from "~/features/staff/schema";
import { createStaffMember, deactivateStaff, listStaff, reactivateStaff, sendInvitation, setStaffRole, StaffChangeError } from "~/features/staff/staff.server";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { readJson, smallBody } from "../json-body";
import { staffOnly, type StaffVariables } from "./guard";

const adminsOnly = staffOnly(ROLE_FOR_CHANGES.staff);
const invalid = (error: import("zod").ZodError) => ({ error: "Please correct the highlighted fields.", fields: fieldErrors(error) });

/** /api/admin/staff: everyone with a role may list staff; only admins change accounts. */
export const staffApi = new Hono<{ Variables: ClientIpVariables & StaffVariables }>()
  .onError((error, c) => {
    if (error instanceof StaffChangeError) return c.json({ error: error.message }, error.status);
    throw error;
  })
  .get("/", async (c) => c.json({ staff: await listStaff(getDb()) }))
  .post("/", adminsOnly, smallBody, async (c) => {
    const parsed = createStaffSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json(invalid(parsed.error), 400);
    const created = await createStaffMember(getDb(), c.get("staff"), parsed.data);
    return c.json(created, 201);
  })
  .put("/:id/role", adminsOnly, smallBody, async (c) => {
    const parsed = setRoleSchema.safeParse(await readJson(c));
    if (!parsed.success) return c.json(invalid(parsed.error), 400);
    return c.json({ member: await setStaffRole(getDb(), c.get("staff"), c.req.param("id"), parsed.data.role) });
  })
  .post("/:id/deactivate", adminsOnly, async (c) => c.json({ member: await deactivateStaff(getDb(), c.get("staff"), c.req.param("id")) }))
  .post("/:id/reactivate", adminsOnly, async (c) => c.json({ member: await reactivateStaff(getDb(), c.get("staff"), c.req.param("id")) }))
  .post("/:id/invitation", adminsOnly, async (c) => {
    await sendInvitation(getDb(), c.req.param("id"));
    return c.body(null, 204);
  });
