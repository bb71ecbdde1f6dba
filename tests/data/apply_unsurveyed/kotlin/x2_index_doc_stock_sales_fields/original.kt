package com.shopfront.catalog.indexing

import com.shopfront.catalog.model.Product
import com.shopfront.catalog.model.ProductVariant
import com.shopfront.search.client.IndexRequest
import java.time.Clock
import java.time.Duration

class IndexDocumentMapper(
    private val clock: Clock,
    private val salesStats: SalesStatsRepository,
) {

    fun toIndexRequest(product: Product, indexName: String): IndexRequest {
        val variants = product.variants.filter { it.isPublished }
        val doc = mutableMapOf<String, Any?>()

        doc["sku"] = product.sku
        doc["title"] = product.title
        doc["brand"] = product.brand?.name
        doc["categoryIds"] = product.categories.map { it.id }

        doc["minPrice"] = variants.minOfOrNull { it.price }
        doc["maxPrice"] = variants.maxOfOrNull { it.price }
        doc["colors"] = variants.mapNotNull { it.color }.distinct()
        doc["sizes"] = variants.mapNotNull { it.size }.distinct()
        doc["inStock"] = variants.any { it.stockLevel > 0 }

        doc["ratingAvg"] = product.reviewSummary?.average
        doc["ratingCount"] = product.reviewSummary?.count ?: 0
        doc["isNewArrival"] = isNewArrival(product)

        return IndexRequest(
            index = indexName,
            id = product.sku,
            source = doc,
        )
    }

    fun toVariantRequests(product: Product, indexName: String): List<IndexRequest> =
        product.variants.filter { it.isPublished }.map { variant ->
            IndexRequest(
                index = indexName,
                id = variantId(product, variant),
                source = mapOf(
                    "parentSku" to product.sku,
                    "price" to variant.price,
                    "inStock" to (variant.stockLevel > 0),
                ),
            )
        }

    private fun isNewArrival(product: Product): Boolean =
        Duration.between(product.firstPublishedAt, clock.instant()) < NEW_ARRIVAL_WINDOW

    private fun variantId(product: Product, variant: ProductVariant): String =
        "${product.sku}:${variant.code}"

    private companion object {
        val NEW_ARRIVAL_WINDOW: Duration = Duration.ofDays(30)
    }
}
