import "./zod-config";

/**
 * zod/mini: the same checks and messages as classic zod (./zod), as functions a bundler leaves
 * out when unused. For the schemas the public pages' script carries (the quote form's), where
 * classic zod was 25 KB gzip of the form's code (decision 0238); it parses the same on the
 * server. Import it from here, never from "zod/mini", so the setting in ./zod-config comes first.
 */
export * as zm from "zod/mini";
