import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './connection';
import { lockHeavyStatements } from './migration-lint';

/**
 * Migrations up to 0060 ran while every database held a few shops and have run everywhere since;
 * from here on a migration meets tables holding thousands of shops (issue 37).
 */
const firstCheckedMigration = 61;

const problemsOf = async (sql: string) => (await lockHeavyStatements(sql)).map((f) => f.problem);

describe('the migration lock check', () => {
  it('fails on statements that hold a filled table locked while they read or rewrite it', async () => {
    const heavy = [
      'CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");',
      'CREATE UNIQUE INDEX "products_gtin_key" ON "products" ("shop_id", "gtin");',
      'ALTER TABLE "orders" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;',
      'ALTER TABLE "orders" ADD COLUMN "seq" serial;',
      'ALTER TABLE "orders" ADD COLUMN "note" text NOT NULL;',
      'ALTER TABLE "orders" ALTER COLUMN "total_minor" SET DATA TYPE bigint;',
      'ALTER TABLE "orders" ALTER COLUMN "email" SET NOT NULL;',
      'ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id");',
      'ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK (total_minor >= 0);',
      'ALTER TABLE "orders" ADD CONSTRAINT "orders_ref_key" UNIQUE ("shop_id", "reference");',
      'VACUUM FULL "orders";',
      'LOCK TABLE "orders" IN ACCESS EXCLUSIVE MODE;',
      'REINDEX TABLE "orders";',
      'UPDATE "orders" SET "note" = \'\';',
    ];
    for (const statement of heavy) {
      expect(await problemsOf(statement), statement).toHaveLength(1);
    }
  });

  it('passes what is quick whatever the table’s size, and anything on a table the migration creates', async () => {
    const findings = await lockHeavyStatements(`
      CREATE TABLE "home_sections" ("shop_id" integer NOT NULL, "id" serial NOT NULL, "kind" text NOT NULL);
      --> statement-breakpoint
      CREATE INDEX "home_sections_shop_idx" ON "home_sections" ("shop_id");
      --> statement-breakpoint
      ALTER TABLE "home_sections" ADD CONSTRAINT "home_sections_shop_fk" FOREIGN KEY ("shop_id") REFERENCES "shops"("id");
      --> statement-breakpoint
      ALTER TABLE "products" ADD COLUMN "accessibility" jsonb DEFAULT '{}'::jsonb NOT NULL;
      --> statement-breakpoint
      ALTER TABLE "orders" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now();
      --> statement-breakpoint
      ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") NOT VALID;
      --> statement-breakpoint
      ALTER TABLE "orders" VALIDATE CONSTRAINT "orders_customer_fk";
      --> statement-breakpoint
      UPDATE "orders" SET "note" = 'Imported' WHERE "source" = 'shopify';
      --> statement-breakpoint
      -- lock-reviewed: the redirects table holds a few rows per shop; the index is built in milliseconds.
      CREATE INDEX "redirects_to_idx" ON "redirects" ("shop_id", "to_path");
      --> statement-breakpoint
      INSERT INTO "shop_settings" ("shop_id", "key", "value") SELECT "id", 'home', 'é' FROM "shops";`);
    expect(findings).toEqual([]);
  });

  it('names the statement and says what it would do', async () => {
    const [finding] = await lockHeavyStatements(
      '-- Pages are found by their address.\nCREATE INDEX "pages_slug_idx" ON "pages" ("shop_id", "slug");',
    );
    expect(finding).toEqual({
      statement: 'CREATE INDEX "pages_slug_idx" ON "pages" ("shop_id", "slug")',
      problem: 'builds an index on a filled table, which blocks writes to it until the index is built',
    });
  });

  it(`finds nothing lock-heavy in the migrations from ${firstCheckedMigration} on`, async () => {
    const files = readdirSync(migrationsFolder)
      .filter((name) => /^\d{4}_.*\.sql$/.test(name) && Number(name.slice(0, 4)) >= firstCheckedMigration)
      .sort();
    const findings = [];
    for (const name of files) {
      for (const finding of await lockHeavyStatements(
        readFileSync(path.join(migrationsFolder, name), 'utf8'),
      )) {
        findings.push(`${name}: ${finding.statement}\n  ${finding.problem}`);
      }
    }
    expect(findings).toEqual([]);
  });
});
