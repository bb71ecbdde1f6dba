import scala.concurrent.{ExecutionContext, Future}
import scala.concurrent.duration._
import scala.util.{Failure, Success}

// ... existing code ...

class RenderJobPoller(client: FarmClient, scheduler: Scheduler)(implicit ec: ExecutionContext)
    extends LazyLogging {

  private val pollInterval: FiniteDuration = 15.seconds
  private val maxWatchTime: FiniteDuration = 6.hours

  def submitAndWatch(job: RenderJob): Future[JobState] =
    client.submit(job).flatMap { farmId =>
      logger.info(s"Submitted ${job.shotCode} frames ${job.frameRange.head}-${job.frameRange.last} as $farmId")
      poll(job, farmId, Deadline.now + maxWatchTime)
    }

  private def poll(job: RenderJob, farmId: String, deadline: Deadline): Future[JobState] =
    client.state(farmId).flatMap {
      // ... existing code ...
      case _ if deadline.isOverdue() =>
        logger.warn(s"${job.shotCode} still not done after $maxWatchTime, giving up on $farmId")
        Future.successful(JobState.Failed(s"watch timed out after $maxWatchTime"))
      case _ =>
        scheduler.after(pollInterval.toMillis)(poll(job, farmId, deadline))
    }

  // ... existing code ...
}
