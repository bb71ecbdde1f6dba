import { SearchClient } from "@storefront/search-client";
import type { CatalogProduct, IndexDocument } from "./types";
// ... removed the LegacyFeedRow import ...
import { logger } from "../observability/logger";

// ... existing code ...
    reviewCount: product.reviews.count,
    inStock: product.inventory.available > 0,
  };
}

// ... removed deprecated toLegacyFeedRow() and its doc comment ...

export function chunkDocuments<T>(items: T[], size: number = BATCH_SIZE): T[][] {
// ... existing code ...
