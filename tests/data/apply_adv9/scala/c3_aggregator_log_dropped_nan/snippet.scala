import java.time.{Duration, Instant}

import scala.collection.immutable.SortedMap

import com.typesafe.scalalogging.LazyLogging
import net.stations.model.{Reading, ReadingKind, StationId}

// ... existing code ...

object ReadingAggregator extends LazyLogging {

  // ... existing code ...

  ): SortedMap[Instant, Bucket] = {
    val (valid, invalid) = readings.filter(_.kind == kind).partition(r => !r.value.isNaN)
    if (invalid.nonEmpty) {
      logger.warn(s"dropped ${invalid.size} NaN $kind readings")
    }
    val grouped = valid.groupBy(r => bucketStart(r.takenAt, width))
    // ... existing code ...
