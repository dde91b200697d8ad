-- A city's catalogue (100k products): every filter and sort of the product list served by an index, search
-- that reads only its best candidates, and names matched without calling feira_unaccent on every row.
--
-- search_name: the unaccented lower-case name, stored. feira_unaccent is an IMMUTABLE SQL wrapper around a
-- STABLE function, so it is never inlined: each call runs the SQL-function machinery (about 15 µs), and a
-- LIKE recheck or a similarity tie-break over a few thousand matches spent most of the search in it.
ALTER TABLE "products" ADD COLUMN "search_name" text GENERATED ALWAYS AS (feira_unaccent(lower("name"))) STORED;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_name" text GENERATED ALWAYS AS (feira_unaccent(lower("name"))) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "products_name_trgm_idx";
--> statement-breakpoint
-- Substring matches (LIKE '%pao de queijo%').
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stores_search_name_trgm_idx" ON "stores" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
-- One index per sort of the product list that shoppers use (newest, price, name), in the list's order (id
-- breaks ties in the sort's direction, so a backward scan serves the other direction). Each carries the
-- columns the list filters on, so a page is found by an index-only scan and only its own rows are read from
-- the table: a deep page, or a filter that skips most rows, walks index entries, not rows. Stock and
-- updated_at are in no index, on purpose: every reservation changes both, and while no indexed column changes
-- the product's update is a HOT update that touches no index; with either indexed, each hold rewrote every
-- index of the product, the two GIN indexes included, and a hot product's holds spent most of their time
-- there. The list's sorts by stock and by last update (a stall's views of its own few products) sort their
-- matches instead.
CREATE INDEX "products_list_created_idx" ON "products" ("created_at" DESC, "id" DESC)
  INCLUDE ("store_id", "status", "category", "price", "discounted_price", "is_highlighted");
--> statement-breakpoint
CREATE INDEX "products_list_price_idx" ON "products" ((coalesce("discounted_price", "price")), "id")
  INCLUDE ("store_id", "status", "category", "price", "discounted_price", "is_highlighted");
--> statement-breakpoint
CREATE INDEX "products_list_name_idx" ON "products" (("name" COLLATE pt_br_icu), "id")
  INCLUDE ("store_id", "status", "category", "price", "discounted_price", "is_highlighted");
--> statement-breakpoint
-- A category's page sorted by price, with a price range: the category's own range of prices, not the whole
-- catalogue's cheapest rows first (the cheap ones are mostly food).
CREATE INDEX "products_category_price_idx" ON "products" ("category", (coalesce("discounted_price", "price")), "id")
  INCLUDE ("store_id", "status", "price", "discounted_price", "is_highlighted");
--> statement-breakpoint
-- The sparse filters (on discount, highlighted: a tenth of the catalogue or less) have their own small
-- indexes, so their pages and their capped counts never walk the rest of the catalogue.
CREATE INDEX "products_discounted_idx" ON "products" ("created_at" DESC, "id" DESC) INCLUDE ("store_id", "status")
  WHERE "discounted_price" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_highlighted_idx" ON "products" ("created_at" DESC, "id" DESC) INCLUDE ("store_id", "status")
  WHERE "is_highlighted";
--> statement-breakpoint
-- Promotions running now, ending first (the promotions page and the flash count).
CREATE INDEX "promotions_running_idx" ON "promotions" ("ends_at", "id") INCLUDE ("starts_at", "is_flash")
  WHERE "is_active";
--> statement-breakpoint
-- How many products each store lists in each category (a public status; whether the store is active is read
-- when the counts are): the category counts and the stores' product counts add these up instead of counting a
-- city's catalogue on every read. Triggers on products keep it, so every way a product is written (services,
-- seed, admin, bulk loads) keeps it right. No foreign key: a store's deletion removes its products, whose
-- trigger brings its rows to zero, in whatever order the cascade runs.
CREATE TABLE "listed_counts" (
  "store_id" integer NOT NULL,
  "category" text NOT NULL,
  "listed" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "listed_counts_pkey" PRIMARY KEY ("store_id", "category")
);
--> statement-breakpoint
INSERT INTO "listed_counts" ("store_id", "category", "listed")
  SELECT "store_id", "category", count(*) FROM "products" WHERE "status" IN ('ACTIVE', 'OUT_OF_STOCK')
  GROUP BY 1, 2;
--> statement-breakpoint
-- Counter rows are always taken in key order, so two writers never wait on each other's rows.
CREATE FUNCTION feira_listed_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listed_counts AS c (store_id, category, listed)
    SELECT store_id, category, count(*) FROM inserted_products WHERE status IN ('ACTIVE', 'OUT_OF_STOCK')
    GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (store_id, category) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_listed_inserted" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS inserted_products FOR EACH STATEMENT EXECUTE FUNCTION feira_listed_counts_inserted();
--> statement-breakpoint
CREATE FUNCTION feira_listed_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listed_counts c SET listed = c.listed - d.n
    FROM (SELECT store_id, category, count(*) AS n FROM deleted_products
          WHERE status IN ('ACTIVE', 'OUT_OF_STOCK') GROUP BY 1, 2 ORDER BY 1, 2) d
    WHERE c.store_id = d.store_id AND c.category = d.category;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_listed_deleted" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS deleted_products FOR EACH STATEMENT EXECUTE FUNCTION feira_listed_counts_deleted();
--> statement-breakpoint
-- Only when a product enters or leaves the public statuses, or changes category or store: a reservation, which
-- writes status to the same value or to OUT_OF_STOCK (still public), never runs it.
CREATE FUNCTION feira_listed_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listed_counts AS c (store_id, category, listed)
    SELECT d.store_id, d.category, sum(d.delta) FROM (VALUES
      (OLD.store_id, OLD.category, CASE WHEN OLD.status IN ('ACTIVE', 'OUT_OF_STOCK') THEN -1 ELSE 0 END),
      (NEW.store_id, NEW.category, CASE WHEN NEW.status IN ('ACTIVE', 'OUT_OF_STOCK') THEN 1 ELSE 0 END)
    ) AS d(store_id, category, delta)
    GROUP BY 1, 2 HAVING sum(d.delta) <> 0 ORDER BY 1, 2
  ON CONFLICT (store_id, category) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_listed_updated" AFTER UPDATE OF "status", "category", "store_id" ON "products"
  FOR EACH ROW
  WHEN ((OLD.status IN ('ACTIVE', 'OUT_OF_STOCK')) IS DISTINCT FROM (NEW.status IN ('ACTIVE', 'OUT_OF_STOCK'))
    OR OLD.category IS DISTINCT FROM NEW.category OR OLD.store_id IS DISTINCT FROM NEW.store_id)
  EXECUTE FUNCTION feira_listed_counts_updated();
