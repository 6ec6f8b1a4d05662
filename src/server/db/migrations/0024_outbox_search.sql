-- The outbox search (issue 23): each e-mail's inquiry reference, recipients and subject,
-- lower-cased, one a line, as emailSearchText builds it for new rows; a trigram index reads it.
ALTER TABLE "emails" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "emails" SET "search_text" = concat_ws(E'\n',
  (SELECT lower("reference") FROM "inquiries" WHERE "inquiries"."id" = "emails"."inquiry_id"),
  (SELECT string_agg(replace(lower("recipient"), E'\n', ' '), E'\n' ORDER BY "position")
     FROM unnest("emails"."recipients") WITH ORDINALITY AS "listed"("recipient", "position")),
  replace(lower("subject"), E'\n', ' '));--> statement-breakpoint
CREATE INDEX "emails_search_text_trgm_idx" ON "emails" USING gin ("search_text" gin_trgm_ops);
