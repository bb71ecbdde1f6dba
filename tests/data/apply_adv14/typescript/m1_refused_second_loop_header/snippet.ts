export async function syncInventory(items: Item[], opts: SyncOptions): Promise<SyncReport> {
  // ... existing code ...
  for (const warehouse of opts.warehouses.filter((w) => w.active)) {
    // ... existing code ...
  }

  return report;
}
