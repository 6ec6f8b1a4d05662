CREATE TABLE "payment_advance_shares" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"received_on" date NOT NULL,
	"settled_paise" bigint NOT NULL,
	"advance_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_first_quotes" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_advance_shares" ADD CONSTRAINT "payment_advance_shares_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_first_quotes" ADD CONSTRAINT "inquiry_first_quotes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_advance_shares_received_on_idx" ON "payment_advance_shares" USING btree ("received_on","settled_paise","advance_paise");--> statement-breakpoint
CREATE INDEX "inquiry_first_quotes_sent_at_idx" ON "inquiry_first_quotes" USING btree ("sent_at","received_at");
--> statement-breakpoint
-- Each payment's share of its booking's advance, worked out afresh for the bookings given
-- (decision 0060): a booking's payments settle its advance first, in the order received (day,
-- then as recorded, then id: the dashboard's order since issue 22), so a payment's share is the
-- advance less what the payments before it settled, between 0 and what it settled (amount with
-- its TDS). Only rows whose figures changed are written. A payment deleted takes its row with it
-- (the foreign key); one moved to another booking is in both bookings' refresh. The bookings are
-- locked first, in id order, as booking_balances_refresh does (migration 0041): two payments
-- recorded at once on one booking wait for each other, and the second sees the first.
CREATE FUNCTION "payment_advance_shares_refresh"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "bookings" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  INSERT INTO "payment_advance_shares" AS "kept" ("payment_id", "received_on", "settled_paise", "advance_paise")
    SELECT "id", "received_on", "settled", least("settled", greatest(0, "advance" - ("settled_through" - "settled")))
    FROM (
      SELECT "p"."id", "p"."received_on", "p"."amount_paise" + "p"."tds_paise" AS "settled", "b"."advance_paise" AS "advance",
        (sum("p"."amount_paise" + "p"."tds_paise") OVER (PARTITION BY "p"."booking_id"
          ORDER BY "p"."received_on", "p"."created_at", "p"."id" ROWS UNBOUNDED PRECEDING))::bigint AS "settled_through"
      FROM "payments" AS "p" JOIN "bookings" AS "b" ON "b"."id" = "p"."booking_id"
      WHERE "p"."booking_id" = ANY("ids")
    ) AS "in_order"
    ORDER BY "id"
    ON CONFLICT ("payment_id") DO UPDATE SET
      "received_on" = excluded."received_on",
      "settled_paise" = excluded."settled_paise",
      "advance_paise" = excluded."advance_paise"
    WHERE ("kept"."received_on", "kept"."settled_paise", "kept"."advance_paise")
      IS DISTINCT FROM (excluded."received_on", excluded."settled_paise", excluded."advance_paise");
END;
$$;--> statement-breakpoint
-- Payments recorded, changed (amount, TDS, day, booking) or deleted: their bookings' shares again.
CREATE FUNCTION "payment_advance_shares_of_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "payment_advance_shares_refresh"(ARRAY(SELECT DISTINCT "booking_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "payment_advance_shares_refresh"(ARRAY(SELECT DISTINCT "booking_id" FROM "old_rows"));
  ELSE
    PERFORM "payment_advance_shares_refresh"(ARRAY(SELECT "booking_id" FROM "new_rows" UNION SELECT "booking_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A booking's advance changed: its payments' shares again. Most updates of a booking (its state,
-- days, reminders) leave the advance as it was: nothing to do. A booking made has no payments yet.
CREATE FUNCTION "payment_advance_shares_of_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payment_advance_shares_refresh"(ARRAY(SELECT "id" FROM (
    SELECT "id", "advance_paise" FROM "new_rows" EXCEPT SELECT "id", "advance_paise" FROM "old_rows") AS "changed"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_advance_shares_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_advance_shares_of_payments"();--> statement-breakpoint
CREATE TRIGGER "payment_advance_shares_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_advance_shares_of_payments"();--> statement-breakpoint
CREATE TRIGGER "payment_advance_shares_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_advance_shares_of_payments"();--> statement-breakpoint
CREATE TRIGGER "payment_advance_shares_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_advance_shares_of_bookings"();--> statement-breakpoint
-- When each inquiry's first quote version was sent, and when the inquiry arrived, worked out
-- afresh for the inquiries given (decision 0060): the least `sent_at` of its quotes, none if none
-- was sent. Only rows whose figures changed are written. The inquiries are locked first, in id
-- order: two versions sent at once on one inquiry wait for each other, and the second sees the
-- first (so the least of both is kept).
CREATE FUNCTION "inquiry_first_quotes_refresh"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "inquiries" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  DELETE FROM "inquiry_first_quotes" AS "kept" WHERE "kept"."inquiry_id" = ANY("ids")
    AND NOT EXISTS (SELECT 1 FROM "quotes" WHERE "quotes"."inquiry_id" = "kept"."inquiry_id" AND "quotes"."sent_at" IS NOT NULL);
  INSERT INTO "inquiry_first_quotes" AS "kept" ("inquiry_id", "sent_at", "received_at")
    SELECT "i"."id", "first"."sent_at", "i"."created_at"
    FROM "inquiries" AS "i"
    CROSS JOIN LATERAL (SELECT min("sent_at") AS "sent_at" FROM "quotes" WHERE "quotes"."inquiry_id" = "i"."id") AS "first"
    WHERE "i"."id" = ANY("ids") AND "first"."sent_at" IS NOT NULL
    ORDER BY "i"."id"
    ON CONFLICT ("inquiry_id") DO UPDATE SET
      "sent_at" = excluded."sent_at",
      "received_at" = excluded."received_at"
    WHERE ("kept"."sent_at", "kept"."received_at") IS DISTINCT FROM (excluded."sent_at", excluded."received_at");
END;
$$;--> statement-breakpoint
-- Quote versions made, sent, moved or deleted: their inquiries' first quotes again. Most updates
-- of a version (viewed, accepted, declined) leave its inquiry and `sent_at` as they were.
CREATE FUNCTION "inquiry_first_quotes_of_quotes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "inquiry_first_quotes_refresh"(ARRAY(SELECT DISTINCT "inquiry_id" FROM "new_rows" WHERE "sent_at" IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "inquiry_first_quotes_refresh"(ARRAY(SELECT DISTINCT "inquiry_id" FROM "old_rows" WHERE "sent_at" IS NOT NULL));
  ELSE
    PERFORM "inquiry_first_quotes_refresh"(ARRAY(SELECT "inquiry_id" FROM (
      (SELECT "id", "inquiry_id", "sent_at" FROM "new_rows" EXCEPT SELECT "id", "inquiry_id", "sent_at" FROM "old_rows")
      UNION ALL
      (SELECT "id", "inquiry_id", "sent_at" FROM "old_rows" EXCEPT SELECT "id", "inquiry_id", "sent_at" FROM "new_rows")
    ) AS "changed"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An inquiry's arrival changed (never by the app; a script by hand): its first quote's row again.
CREATE FUNCTION "inquiry_first_quotes_of_inquiries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "inquiry_first_quotes_refresh"(ARRAY(SELECT "id" FROM (
    SELECT "id", "created_at" FROM "new_rows" EXCEPT SELECT "id", "created_at" FROM "old_rows") AS "changed"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inquiry_first_quotes_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_first_quotes_of_quotes"();--> statement-breakpoint
CREATE TRIGGER "inquiry_first_quotes_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_first_quotes_of_quotes"();--> statement-breakpoint
CREATE TRIGGER "inquiry_first_quotes_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_first_quotes_of_quotes"();--> statement-breakpoint
CREATE TRIGGER "inquiry_first_quotes_update" AFTER UPDATE ON "inquiries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_first_quotes_of_inquiries"();--> statement-breakpoint
-- The payments and the quotes already there, in one statement (the tests run it again as the last).
SELECT "payment_advance_shares_refresh"(ARRAY(SELECT "id" FROM "bookings")),
  "inquiry_first_quotes_refresh"(ARRAY(SELECT DISTINCT "inquiry_id" FROM "quotes" WHERE "sent_at" IS NOT NULL));
