import { z } from "zod";

// Zod compiles object validators with `new Function` when it may. The site's
// Content-Security-Policy forbids that in the browser, and zod's probe for it is reported as
// a CSP violation on every page that defines a schema; the interpreted validators are quick
// enough for forms. On the server the compiled ones stay.
if (typeof document !== "undefined") z.config({ jitless: true });

/** Import zod from here, never from "zod" itself, so the setting above comes first. */
export { z };
