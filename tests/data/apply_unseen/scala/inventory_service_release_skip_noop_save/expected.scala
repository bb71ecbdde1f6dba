package com.northwind.inventory

import scala.concurrent.{ExecutionContext, Future}

final case class Sku(value: String) extends AnyVal

final case class StockLevel(sku: Sku, onHand: Int, reserved: Int) {
  def available: Int = onHand - reserved
}

sealed trait InventoryError
object InventoryError {
  final case class UnknownSku(sku: Sku) extends InventoryError
  final case class InsufficientStock(sku: Sku, requested: Int, available: Int) extends InventoryError
  final case class InvalidQuantity(quantity: Int) extends InventoryError
}

trait StockRepository {
  def find(sku: Sku): Future[Option[StockLevel]]
  def save(level: StockLevel): Future[Unit]
}

class InventoryService(repo: StockRepository)(implicit ec: ExecutionContext) {
  import InventoryError._

  def availability(sku: Sku): Future[Either[InventoryError, Int]] =
    repo.find(sku).map {
      case Some(level) => Right(level.available)
      case None        => Left(UnknownSku(sku))
    }

  def reserve(sku: Sku, quantity: Int): Future[Either[InventoryError, StockLevel]] =
    if (quantity <= 0) Future.successful(Left(InvalidQuantity(quantity)))
    else
      repo.find(sku).flatMap {
        case None => Future.successful(Left(UnknownSku(sku)))
        case Some(level) if level.available < quantity =>
          Future.successful(Left(InsufficientStock(sku, quantity, level.available)))
        case Some(level) =>
          val updated = level.copy(reserved = level.reserved + quantity)
          repo.save(updated).map(_ => Right(updated))
      }

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

  def restock(sku: Sku, quantity: Int): Future[Either[InventoryError, StockLevel]] =
    if (quantity <= 0) Future.successful(Left(InvalidQuantity(quantity)))
    else
      repo.find(sku).flatMap {
        case None => Future.successful(Left(UnknownSku(sku)))
        case Some(level) =>
          val updated = level.copy(onHand = level.onHand + quantity)
          repo.save(updated).map(_ => Right(updated))
      }
}
