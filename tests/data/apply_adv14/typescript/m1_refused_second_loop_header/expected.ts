import { createClient, type InventoryClient } from './client';
import type { Item, SyncOptions, SyncReport } from './types';

export async function syncInventory(items: Item[], opts: SyncOptions): Promise<SyncReport> {
  const client: InventoryClient = createClient(opts);
  const report: SyncReport = { updated: 0, skipped: 0, failed: [] };

  for (const item of items) {
    if (item.quantity < 0) {
      report.skipped++;
      continue;
    }
    try {
      await client.upsert(item.sku, item.quantity);
      report.updated++;
    } catch (err) {
      report.failed.push({ sku: item.sku, reason: String(err) });
    }
  }

  for (const warehouse of opts.warehouses.filter((w) => w.active)) {
    const stale = await client.listStale(warehouse.id, opts.staleAfterDays);
    for (const sku of stale) {
      await client.flagForRecount(warehouse.id, sku);
    }
  }

  return report;
}
