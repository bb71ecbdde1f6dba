package com.northseawind.maintenance

import java.time.{Clock, Duration, Instant}
import scala.concurrent.{ExecutionContext, Future}

final case class WorkOrder(
    id: String,
    turbineId: String,
    component: String,
    priority: Int,
    openedAt: Instant,
    assignee: Option[String] = None,
    closedAt: Option[Instant] = None
) {
  def isOpen: Boolean = closedAt.isEmpty
}

trait WorkOrderRepo {
  def find(id: String): Future[Option[WorkOrder]]
  def save(order: WorkOrder): Future[WorkOrder]
  def openFor(turbineId: String): Future[Seq[WorkOrder]]
}

class WorkOrderService(repo: WorkOrderRepo, clock: Clock)(implicit ec: ExecutionContext) {

  def open(turbineId: String, component: String, priority: Int): Future[WorkOrder] = {
    val order = WorkOrder(
      id = WorkOrderService.nextId(turbineId, clock.instant()),
      turbineId = turbineId,
      component = component,
      priority = priority,
      openedAt = clock.instant()
    )
    repo.save(order)
  }

  def assign(id: String, technician: String): Future[WorkOrder] =
    repo.find(id).flatMap {
      case Some(order) if order.isOpen => repo.save(order.copy(assignee = Some(technician)))
      case Some(_)                     => Future.failed(new IllegalStateException(s"work order $id is closed"))
      case None                        => Future.failed(new NoSuchElementException(s"work order $id"))
    }

  def close(id: String): Future[WorkOrder] =
    repo.find(id).flatMap {
      case Some(order) if order.isOpen => repo.save(order.copy(closedAt = Some(clock.instant())))
      case Some(_)                     => Future.failed(new IllegalStateException(s"work order $id is closed"))
      case None                        => Future.failed(new NoSuchElementException(s"work order $id"))
    }

  def overdue(turbineId: String, maxAge: Duration): Future[Seq[WorkOrder]] = {
    val cutoff = clock.instant().minus(maxAge)
    repo.openFor(turbineId).map(_.filter(_.openedAt.isBefore(cutoff)))
  }
}

object WorkOrderService {
  private val Prefix = "WO"

  def nextId(turbineId: String, at: Instant): String =
    s"$Prefix-$turbineId-${at.getEpochSecond}"

  val DefaultMaxAge: Duration = Duration.ofDays(14)
}
