import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  allSchemaTables,
  backupTables,
  excludedTables,
  keptIdColumns,
  menuTargetTables,
  platformTables,
} from './tables';

describe('the tables a backup carries', () => {
  it('are every tenant table of the schema but the ones excluded with a reason', () => {
    const backedUp = new Set(backupTables().map((t) => t.name));
    for (const table of allSchemaTables()) {
      const config = getTableConfig(table);
      const ownsShopRows =
        config.columns.some((c) => c.name === 'shop_id') ||
        config.foreignKeys.some((fk) => {
          const parent = getTableConfig(fk.reference().foreignTable);
          return !platformTables.has(parent.name) && parent.columns.some((c) => c.name === 'shop_id');
        });
      if (platformTables.has(config.name)) continue;
      expect(
        ownsShopRows,
        `${config.name} has no shop_id: add it to platformTables if no shop owns its rows`,
      ).toBe(true);
      expect(
        backedUp.has(config.name) || config.name in excludedTables,
        `${config.name} is neither backed up nor excluded`,
      ).toBe(true);
    }
    expect(backedUp.has('products')).toBe(true);
    expect(backedUp.has('news_article_products')).toBe(true);
  });

  it('know where every id column points, so a new shop’s copy rewrites it', () => {
    for (const table of backupTables()) {
      const known = new Set([...table.references.map((r) => r.column), 'id', 'shop_id']);
      const config = getTableConfig(allSchemaTables().find((t) => getTableConfig(t).name === table.name)!);
      for (const column of config.columns) {
        if (!/_id$/.test(column.name) || column.columnType !== 'PgInteger') continue;
        const at = `${table.name}.${column.name}`;
        const handled =
          known.has(column.name) ||
          keptIdColumns.has(at) ||
          (at === 'menu_items.target_id' && menuTargetTables);
        expect(handled, `${at}: add it to undeclaredReferences or keptIdColumns`).toBeTruthy();
      }
    }
  });

  it('come parents first', () => {
    const order = backupTables().map((t) => t.name);
    for (const table of backupTables()) {
      for (const ref of table.references) {
        if (ref.table === table.name || !order.includes(ref.table)) continue;
        expect(order.indexOf(ref.table), `${ref.table} before ${table.name}`).toBeLessThan(
          order.indexOf(table.name),
        );
      }
    }
  });
});
