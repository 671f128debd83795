import { config } from "zod/v4/core";

// Zod compiles object validators with `new Function` when it may. The site's
// Content-Security-Policy forbids that in the browser, and zod's probe for it is reported as
// a CSP violation on every page that defines a schema; the interpreted validators are quick
// enough for forms. On the server the compiled ones stay. Set through zod's core, which classic
// zod (./zod) and zod/mini (./zod-mini) share.
if (typeof document !== "undefined") config({ jitless: true });
