package io.fleetworks.ingest

import akka.NotUsed
import akka.actor.typed.ActorSystem
import akka.stream.scaladsl.{Flow, Sink, Source}
import io.fleetworks.ingest.model.{SensorFrame, TelemetryRecord}
import io.fleetworks.ingest.store.TimeseriesWriter
import org.slf4j.LoggerFactory

import scala.concurrent.{ExecutionContext, Future}
import scala.concurrent.duration._
import scala.util.{Failure, Success}

final class TelemetryPipeline(writer: TimeseriesWriter, parallelism: Int)(implicit system: ActorSystem[_]) {

  private val log = LoggerFactory.getLogger(getClass)
  private implicit val ec: ExecutionContext = system.executionContext

  val decode: Flow[Array[Byte], SensorFrame, NotUsed] =
    Flow[Array[Byte]]
      .map(SensorFrame.parse)
      .collect { case Right(frame) => frame }

  val toRecords: Flow[SensorFrame, TelemetryRecord, NotUsed] =
    Flow[SensorFrame].mapConcat { frame =>
      frame.channels.map { ch =>
        TelemetryRecord(
          deviceId = frame.deviceId,
          channel = ch.name,
          value = ch.value * ch.scale,
          sampledAtMillis = frame.timestampMillis
        )
      }
    }

  val persist: Flow[TelemetryRecord, Int, NotUsed] =
    Flow[TelemetryRecord]
      .groupedWithin(500, 2.seconds)
      .mapAsync(parallelism)(batch => writer.writeBatch(batch).map(_ => batch.size))

  def run(source: Source[Array[Byte], _]): Future[Long] =
    source
      .via(decode)
      .via(toRecords)
      .via(persist)
      .runWith(Sink.fold(0L)(_ + _))
      .andThen {
        case Success(n)  => log.info(s"telemetry pipeline finished, $n records written")
        case Failure(ex) => log.error("telemetry pipeline failed", ex)
      }
}
