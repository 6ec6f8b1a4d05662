CREATE TABLE "booking_balances" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"received_paise" bigint NOT NULL,
	"refunded_paise" bigint NOT NULL,
	"customer_due_paise" bigint NOT NULL,
	"balance_due_on" date NOT NULL,
	"artist_owed_paise" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_balances" ADD CONSTRAINT "booking_balances_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_balances_customer_due_idx" ON "booking_balances" USING btree ("balance_due_on","booking_id","customer_due_paise") WHERE "booking_balances"."customer_due_paise" > 0;--> statement-breakpoint
CREATE INDEX "booking_balances_artist_owed_idx" ON "booking_balances" USING btree ("booking_id","artist_owed_paise") WHERE "booking_balances"."artist_owed_paise" > 0;--> statement-breakpoint
CREATE INDEX "bookings_multi_day_end_idx" ON "bookings" USING btree ("end_date") WHERE "bookings"."end_date" > "bookings"."start_date";--> statement-breakpoint
CREATE INDEX "bookings_balance_due_on_idx" ON "bookings" USING btree (("start_date" - "balance_due_days"));--> statement-breakpoint
CREATE INDEX "bookings_awaiting_advance_idx" ON "bookings" USING btree ("id") WHERE "bookings"."state" = 'awaiting_advance';--> statement-breakpoint
-- Each booking's balances worked out afresh from its rows (decision 0059): what it received and
-- refunded, what the customer still owes and from which day, what the artist is still owed.
-- The artist's is the settlement's rule (payouts/settlement-figures.ts figuresOf), term by
-- term: the gross is the artist-fee lines not reimbursed, of the accepted quote or of the phone
-- sale; the commission the booking's own rate, else the payee's, else 0, rounded as percentOf
-- ((2 × gross × rate + 10,000) div 20,000); the share the gross less commission and costs; on a
-- cancelled booking at most what the customer paid (less refunds, at most the gross) less
-- commission and costs; less what was paid out, never below 0. settlement-figures.test.ts
-- holds it to figuresOf booking by booking; a change to the rule is a migration that replaces
-- this function and runs it over every booking. A sent quote version never changes (decision
-- 0019), so quote_lines has no trigger here.
-- The bookings are locked first, in id order: a writer of the same booking's rows waits, then
-- this statement's snapshot sees what it committed (two payments recorded at once both count).
CREATE FUNCTION "booking_balances_refresh"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "bookings" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  INSERT INTO "booking_balances" AS "kept"
      ("booking_id", "received_paise", "refunded_paise", "customer_due_paise", "balance_due_on", "artist_owed_paise")
    SELECT "id", "received", "refunded",
      CASE WHEN "state" = 'cancelled' THEN 0 ELSE greatest(0, "total_paise" - "received") END, "due_on",
      greatest(0, CASE WHEN "state" = 'cancelled'
          THEN least("gross" - "commission" - "costs",
            greatest(0, least("received" - "refunded", "gross") - "commission" - "costs"))
          ELSE "gross" - "commission" - "costs" END - "paid_out")
    FROM (
      SELECT "terms".*, (2 * "gross" * "rate" + 10000) / 20000 AS "commission"
      FROM (
        SELECT "b"."id", "b"."state", "b"."total_paise", "b"."start_date" - "b"."balance_due_days" AS "due_on",
          coalesce((SELECT sum("amount_paise" + "tds_paise") FROM "payments" WHERE "booking_id" = "b"."id"), 0)::bigint AS "received",
          coalesce((SELECT sum("amount_paise") FROM "refunds" WHERE "booking_id" = "b"."id"), 0)::bigint AS "refunded",
          coalesce((SELECT sum("amount_paise") FROM "payout_costs" WHERE "booking_id" = "b"."id"), 0)::bigint AS "costs",
          coalesce((SELECT sum("gross_paise") FROM "payouts" WHERE "booking_id" = "b"."id"), 0)::bigint AS "paid_out",
          coalesce(CASE WHEN "b"."quote_id" IS NOT NULL
            THEN (SELECT sum("amount_paise") FROM "quote_lines"
              WHERE "quote_id" = "b"."quote_id" AND "kind" = 'artist_fee' AND NOT "reimbursement")
            ELSE (SELECT sum(("line" ->> 'amountPaise')::bigint) FROM jsonb_array_elements("b"."sale" -> 'lines') AS "line"
              WHERE "line" ->> 'kind' = 'artist_fee' AND NOT coalesce(("line" ->> 'reimbursement')::boolean, false))
          END, 0)::bigint AS "gross",
          coalesce(
            (SELECT "commission_basis_points" FROM "booking_commissions" WHERE "booking_id" = "b"."id"),
            (SELECT "commission_basis_points" FROM "celebrity_payees" WHERE "celebrity_id" = "b"."celebrity_id"),
            0)::bigint AS "rate"
        FROM "bookings" AS "b"
        WHERE "b"."id" = ANY("ids")
      ) AS "terms"
    ) AS "figures"
    ORDER BY "id"
    ON CONFLICT ("booking_id") DO UPDATE SET
      "received_paise" = excluded."received_paise",
      "refunded_paise" = excluded."refunded_paise",
      "customer_due_paise" = excluded."customer_due_paise",
      "balance_due_on" = excluded."balance_due_on",
      "artist_owed_paise" = excluded."artist_owed_paise";
END;
$$;--> statement-breakpoint
-- The rows of a booking's money changed (payments, refunds, payouts, costs, its own commission):
-- its balances again. One trigger per statement, as the inquiry tallies' (migration 0009).
CREATE FUNCTION "booking_balances_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "booking_balances_refresh"(ARRAY(SELECT DISTINCT "booking_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "booking_balances_refresh"(ARRAY(SELECT DISTINCT "booking_id" FROM "old_rows"));
  ELSE
    PERFORM "booking_balances_refresh"(ARRAY(SELECT "booking_id" FROM "new_rows" UNION SELECT "booking_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A booking made or changed (its state, total, days, sale, quote or celebrity): its balances again.
CREATE FUNCTION "booking_balances_of_bookings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "booking_balances_refresh"(ARRAY(SELECT "id" FROM "new_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A payee's commission changed, or the payee came or went: the balances of the celebrity's bookings.
CREATE FUNCTION "booking_balances_of_payees"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "booking_balances_refresh"(ARRAY(SELECT "id" FROM "bookings"
      WHERE "celebrity_id" IN (SELECT "celebrity_id" FROM "new_rows")));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "booking_balances_refresh"(ARRAY(SELECT "id" FROM "bookings"
      WHERE "celebrity_id" IN (SELECT "celebrity_id" FROM "old_rows")));
  ELSIF EXISTS (SELECT "celebrity_id", "commission_basis_points" FROM "new_rows"
      EXCEPT SELECT "celebrity_id", "commission_basis_points" FROM "old_rows") THEN
    -- Most updates of a payee (bank details, PAN) leave every commission as it was: nothing to do.
    PERFORM "booking_balances_refresh"(ARRAY(SELECT "id" FROM "bookings"
      WHERE "celebrity_id" IN (SELECT "celebrity_id" FROM "new_rows" UNION SELECT "celebrity_id" FROM "old_rows")));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_balances_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_bookings"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_update" AFTER UPDATE ON "bookings"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_bookings"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_insert" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_delete" AFTER DELETE ON "refunds"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_update" AFTER UPDATE ON "refunds"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_insert" AFTER INSERT ON "payouts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_delete" AFTER DELETE ON "payouts"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_update" AFTER UPDATE ON "payouts"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_insert" AFTER INSERT ON "payout_costs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_delete" AFTER DELETE ON "payout_costs"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_update" AFTER UPDATE ON "payout_costs"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_insert" AFTER INSERT ON "booking_commissions"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_delete" AFTER DELETE ON "booking_commissions"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_update" AFTER UPDATE ON "booking_commissions"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_rows"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_insert" AFTER INSERT ON "celebrity_payees"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_payees"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_delete" AFTER DELETE ON "celebrity_payees"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_payees"();--> statement-breakpoint
CREATE TRIGGER "booking_balances_update" AFTER UPDATE ON "celebrity_payees"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "booking_balances_of_payees"();--> statement-breakpoint
-- The bookings already there.
SELECT "booking_balances_refresh"(ARRAY(SELECT "id" FROM "bookings"));
