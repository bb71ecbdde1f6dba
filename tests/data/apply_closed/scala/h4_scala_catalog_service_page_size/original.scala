package com.shop.catalog

import scala.concurrent.{ExecutionContext, Future}

import com.shop.catalog.model.{Product, ProductPage}
import com.shop.catalog.store.ProductStore
import com.typesafe.scalalogging.LazyLogging

class CatalogService(store: ProductStore)(implicit ec: ExecutionContext) extends LazyLogging {

  private val DefaultPageSize = 25

  def getProduct(sku: String): Future[Option[Product]] = {
    logger.debug(s"Loading product $sku")
    store.findBySku(sku)
  }

  def listProducts(page: Int): Future[ProductPage] = {
    val offset = math.max(page - 1, 0) * DefaultPageSize
    logger.debug(s"Listing products page=$page offset=$offset")
    store.list(offset = offset, limit = DefaultPageSize).map { products =>
      ProductPage(items = products, page = page, pageSize = DefaultPageSize)
    }
  }

  def listByCategory(category: String, page: Int): Future[ProductPage] = {
    val offset = math.max(page - 1, 0) * DefaultPageSize
    logger.debug(s"Listing category=$category page=$page offset=$offset")
    store.listByCategory(category, offset = offset, limit = DefaultPageSize).map { products =>
      ProductPage(items = products, page = page, pageSize = DefaultPageSize)
    }
  }

  def search(term: String): Future[Seq[Product]] = {
    val normalized = term.trim.toLowerCase
    if (normalized.length < 2) Future.successful(Seq.empty)
    else store.search(normalized)
  }

  def updatePrice(sku: String, priceCents: Long): Future[Boolean] = {
    require(priceCents >= 0, "price must not be negative")
    logger.info(s"Updating price of $sku to $priceCents")
    store.updatePrice(sku, priceCents)
  }

  def discontinue(sku: String): Future[Boolean] = {
    logger.info(s"Discontinuing $sku")
    store.setActive(sku, active = false)
  }
}

object CatalogService {
  val MaxPageSize = 100
}
