-- Queued emails' bodies (several KB each, one or two written with every quote request) are
-- compressed with lz4 rather than the default pglz: much cheaper to write and to read back when
-- the mail worker claims them. Servers built without lz4 (PGlite) keep pglz.
DO $$
BEGIN
  ALTER TABLE "email_outbox" ALTER COLUMN "html" SET COMPRESSION lz4, ALTER COLUMN "text" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
