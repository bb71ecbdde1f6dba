package com.northlight.post.render

import java.time.Instant

import scala.concurrent.{ExecutionContext, Future}
import scala.util.{Failure, Success}

import com.typesafe.scalalogging.LazyLogging

final case class RenderJob(
    id: String,
    shotCode: String,
    frameRange: Range,
    renderer: String,
    submittedAt: Instant
)

sealed trait JobState
object JobState {
  case object Queued extends JobState
  case object Running extends JobState
  final case class Done(outputPath: String) extends JobState
  final case class Failed(reason: String) extends JobState
}

trait FarmClient {
  def submit(job: RenderJob): Future[String]
  def state(farmId: String): Future[JobState]
  def cancel(farmId: String): Future[Unit]
}

class RenderJobPoller(client: FarmClient, scheduler: Scheduler)(implicit ec: ExecutionContext)
    extends LazyLogging {

  private val pollIntervalMillis: Long = 15000L

  def submitAndWatch(job: RenderJob): Future[JobState] =
    client.submit(job).flatMap { farmId =>
      logger.info(s"Submitted ${job.shotCode} frames ${job.frameRange.head}-${job.frameRange.last} as $farmId")
      poll(job, farmId)
    }

  private def poll(job: RenderJob, farmId: String): Future[JobState] =
    client.state(farmId).flatMap {
      case done @ JobState.Done(path) =>
        logger.info(s"${job.shotCode} finished: $path")
        Future.successful(done)
      case failed @ JobState.Failed(reason) =>
        logger.warn(s"${job.shotCode} failed on the farm: $reason")
        Future.successful(failed)
      case _ =>
        scheduler.after(pollIntervalMillis)(poll(job, farmId))
    }

  def cancelAll(farmIds: Seq[String]): Future[Int] =
    Future
      .traverse(farmIds) { id =>
        client.cancel(id).transform {
          case Success(_) => Success(1)
          case Failure(err) =>
            logger.warn(s"Could not cancel $id: ${err.getMessage}")
            Success(0)
        }
      }
      .map(_.sum)
}
