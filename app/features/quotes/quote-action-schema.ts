import { z } from "~/lib/zod";

/* The quote page's own small forms (isomorphic). */

export const jobIdForm = z.object({ jobId: z.coerce.number().int().min(1).max(2_147_483_647) });
