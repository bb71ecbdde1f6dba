// ... existing code ...

class WorkOrderService(repo: WorkOrderRepo, clock: Clock)(implicit ec: ExecutionContext) {

  // ... existing code ...

  def reopen(id: String): Future[WorkOrder] =
    repo.find(id).flatMap {
      case Some(order) if !order.isOpen => repo.save(order.copy(closedAt = None))
      case Some(_)                      => Future.failed(new IllegalStateException(s"work order $id is already open"))
      case None                         => Future.failed(new NoSuchElementException(s"work order $id"))
    }
}

// ... existing code ...
