import { emailAddressField } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/* "Send me my link": the one field (isomorphic). */

export const hubLinkRequestForm = z.object({
  email: emailAddressField("Enter the email address you gave us, such as aroha@example.co.nz"),
});
