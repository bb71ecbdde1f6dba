// ... existing imports ...

import scala.concurrent.{ExecutionContext, Future}
import scala.concurrent.duration._
import scala.util.{Failure, Success}

// ... existing code ...

  val persist: Flow[TelemetryRecord, Int, NotUsed] =
    Flow[TelemetryRecord]
      .groupedWithin(500, 2.seconds)
      .mapAsync(parallelism)(batch => writer.writeBatch(batch).map(_ => batch.size))

// ... existing code ...
