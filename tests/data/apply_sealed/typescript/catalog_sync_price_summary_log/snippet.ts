export async function syncPrices(client: CatalogClient, since: Date): Promise<void> {
  const started = performance.now();
  const prices = await client.listPrices({ updatedSince: since });
  const valid = prices.filter((p) => Number.isInteger(p.amountCents) && p.amountCents >= 0);
  const skipped = prices.length - valid.length;
  if (skipped > 0) {
    logger.warn({ skipped }, "ignoring prices with invalid amounts");
  }
  let updated = 0;
  for (const batch of chunk(valid, BATCH_SIZE)) {
    updated += await db.prices.upsertMany(
      batch.map((p) => ({ sku: p.sku, currency: p.currency, amountCents: p.amountCents })),
    );
  }
  logger.info({ updated, skipped, total: prices.length, ms: elapsed(started) }, "prices synced");
}

// ... rest of the file unchanged ...
