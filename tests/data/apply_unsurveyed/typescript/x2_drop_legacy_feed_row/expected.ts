import { SearchClient } from "@storefront/search-client";
import type { CatalogProduct, IndexDocument } from "./types";
import { logger } from "../observability/logger";

const INDEX_NAME = "catalog_products_v3";
const BATCH_SIZE = 500;

export function buildIndexDocument(product: CatalogProduct): IndexDocument {
  const primaryCategory = product.categories[0] ?? "uncategorized";
  return {
    id: product.sku,
    title: product.title.trim(),
    brand: product.brand?.name ?? null,
    category: primaryCategory,
    categoryPath: product.categories.join(" > "),
    price: product.price.amount,
    currency: product.price.currency,
    rating: product.reviews.average,
    reviewCount: product.reviews.count,
    inStock: product.inventory.available > 0,
  };
}

export function chunkDocuments<T>(items: T[], size: number = BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    chunks.push(items.slice(i, i + size));
  }
  return chunks;
}

export async function indexCatalog(
  client: SearchClient,
  products: CatalogProduct[],
): Promise<number> {
  const docs = products
    .filter((p) => p.status === "active")
    .map(buildIndexDocument);

  let indexed = 0;
  for (const batch of chunkDocuments(docs)) {
    const res = await client.bulkUpsert(INDEX_NAME, batch);
    if (res.errors.length > 0) {
      logger.warn("bulk upsert had errors", {
        index: INDEX_NAME,
        failed: res.errors.length,
        firstError: res.errors[0]?.reason,
      });
    }
    indexed += batch.length - res.errors.length;
  }

  logger.info("catalog indexed", { index: INDEX_NAME, indexed });
  return indexed;
}
