    fun toIndexRequest(product: Product, indexName: String): IndexRequest {
        // ... existing code ...
        doc["inStock"] = variants.any { it.stockLevel > 0 }
        doc["stockTotal"] = variants.sumOf { it.stockLevel }

        doc["ratingAvg"] = product.reviewSummary?.average
        doc["ratingCount"] = product.reviewSummary?.count ?: 0
        doc["isNewArrival"] = isNewArrival(product)
        doc["unitsSold30d"] = salesStats.unitsSold(product.sku, Duration.ofDays(30))

        // ... existing code ...
    }
