  // ... existing code ...

  def listByCategory(category: String, page: Int, pageSize: Int = DefaultPageSize): Future[ProductPage] = {
    val size = pageSize.max(1).min(CatalogService.MaxPageSize)
    val offset = math.max(page - 1, 0) * size
    logger.debug(s"Listing category=$category page=$page size=$size offset=$offset")
    store.listByCategory(category, offset = offset, limit = size).map { products =>
      ProductPage(items = products, page = page, pageSize = size)
    }
  }

  // ... existing code ...
