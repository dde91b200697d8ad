-- How many products each category lists over every store (listed_counts added up by category), kept by
-- triggers on listed_counts: the home's category counts read these few rows and take away the stores
-- shoppers cannot see (a handful), instead of adding up a row per store and category (a city's 20k) on every
-- read. Only deltas are applied, one statement at a time and in category order, so two writers never wait
-- on each other's rows in turn.
CREATE TABLE "category_totals" (
  "category" text PRIMARY KEY NOT NULL,
  "listed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "category_totals" ("category", "listed")
  SELECT "category", sum("listed") FROM "listed_counts" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION feira_category_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_totals AS t (category, listed)
    SELECT category, sum(listed) FROM new_counts GROUP BY 1 HAVING sum(listed) <> 0 ORDER BY 1
  ON CONFLICT (category) DO UPDATE SET listed = t.listed + excluded.listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listed_counts_totals_inserted" AFTER INSERT ON "listed_counts"
  REFERENCING NEW TABLE AS new_counts FOR EACH STATEMENT EXECUTE FUNCTION feira_category_totals_inserted();
--> statement-breakpoint
CREATE FUNCTION feira_category_totals_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_totals AS t (category, listed)
    SELECT category, sum(delta) FROM (
      SELECT category, listed AS delta FROM new_counts
      UNION ALL
      SELECT category, -listed FROM old_counts
    ) AS d
    GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
  ON CONFLICT (category) DO UPDATE SET listed = t.listed + excluded.listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listed_counts_totals_updated" AFTER UPDATE ON "listed_counts"
  REFERENCING OLD TABLE AS old_counts NEW TABLE AS new_counts
  FOR EACH STATEMENT EXECUTE FUNCTION feira_category_totals_updated();
--> statement-breakpoint
CREATE FUNCTION feira_category_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_totals t SET listed = t.listed - d.listed
    FROM (SELECT category, sum(listed) AS listed FROM old_counts GROUP BY 1 ORDER BY 1) AS d
    WHERE t.category = d.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listed_counts_totals_deleted" AFTER DELETE ON "listed_counts"
  REFERENCING OLD TABLE AS old_counts FOR EACH STATEMENT EXECUTE FUNCTION feira_category_totals_deleted();
