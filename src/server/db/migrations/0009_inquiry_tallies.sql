CREATE TABLE "inquiry_tallies" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "inquiry_tallies_kind_status_pk" PRIMARY KEY("kind","status")
);
--> statement-breakpoint
-- Kept by the database itself, so every write to inquiries (the app, a restore, a script by hand)
-- keeps the tallies exact. One trigger per statement, not per row: a bulk insert adds its rows
-- with one write per kind and status. Rows are written in (kind, status) order, so two
-- transactions changing the same tallies take their locks in the same order and never deadlock.
CREATE FUNCTION "inquiry_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "inquiry_tallies" AS "t" ("kind", "status", "count")
      SELECT "kind", "status", count(*) FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("kind", "status") DO UPDATE SET "count" = "t"."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "inquiry_tallies" AS "t" ("kind", "status", "count")
      SELECT "kind", "status", -count(*) FROM "old_rows" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("kind", "status") DO UPDATE SET "count" = "t"."count" + excluded."count";
  ELSE
    -- Most updates change neither field (a note, an assignee): they net to nothing and write nothing.
    INSERT INTO "inquiry_tallies" AS "t" ("kind", "status", "count")
      SELECT "kind", "status", sum("change") FROM (
        SELECT "kind", "status", 1 AS "change" FROM "new_rows"
        UNION ALL
        SELECT "kind", "status", -1 AS "change" FROM "old_rows"
      ) AS "changes" GROUP BY 1, 2 HAVING sum("change") <> 0 ORDER BY 1, 2
      ON CONFLICT ("kind", "status") DO UPDATE SET "count" = "t"."count" + excluded."count";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inquiry_tallies_insert" AFTER INSERT ON "inquiries"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "inquiry_tallies_delete" AFTER DELETE ON "inquiries"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "inquiry_tallies_update" AFTER UPDATE ON "inquiries"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_tallies_apply"();--> statement-breakpoint
-- The inquiries already there.
INSERT INTO "inquiry_tallies" ("kind", "status", "count")
  SELECT "kind", "status", count(*) FROM "inquiries" GROUP BY 1, 2;
