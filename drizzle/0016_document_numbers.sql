CREATE TABLE "document_sequences" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_value" bigint NOT NULL
);
