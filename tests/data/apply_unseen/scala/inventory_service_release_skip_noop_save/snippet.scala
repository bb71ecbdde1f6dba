  def release(sku: Sku, quantity: Int): Future[Either[InventoryError, StockLevel]] =
    if (quantity <= 0) Future.successful(Left(InvalidQuantity(quantity)))
    else
      repo.find(sku).flatMap {
        case None => Future.successful(Left(UnknownSku(sku)))
        case Some(level) =>
          val updated = level.copy(reserved = math.max(0, level.reserved - quantity))
          if (updated == level) Future.successful(Right(level))
          else repo.save(updated).map(_ => Right(updated))
      }

  // ... existing code ...
