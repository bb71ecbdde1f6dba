import { performance } from "node:perf_hooks";

import type { CatalogClient } from "../clients/catalog";
import { db } from "../db";
import { logger } from "../logger";

const BATCH_SIZE = 200;

function chunk<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

export async function syncProducts(client: CatalogClient, since: Date): Promise<void> {
  const started = performance.now();
  const products = await client.listProducts({ updatedSince: since });
  let updated = 0;
  for (const batch of chunk(products, BATCH_SIZE)) {
    updated += await db.products.upsertMany(
      batch.map((p) => ({ sku: p.sku, name: p.title, description: p.body, active: p.status === "active" })),
    );
  }
  logger.info({ updated, ms: elapsed(started) }, "products synced");
}

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

export async function syncStock(client: CatalogClient, since: Date): Promise<void> {
  const started = performance.now();
  const levels = await client.listStock({ updatedSince: since });
  let updated = 0;
  for (const batch of chunk(levels, BATCH_SIZE)) {
    updated += await db.stock.upsertMany(
      batch.map((s) => ({ sku: s.sku, warehouse: s.location, quantity: Math.max(0, s.available) })),
    );
  }
  logger.info({ updated, ms: elapsed(started) }, "stock synced");
}

export async function syncCatalog(client: CatalogClient, since: Date): Promise<void> {
  await syncProducts(client, since);
  await Promise.all([syncPrices(client, since), syncStock(client, since)]);
}
