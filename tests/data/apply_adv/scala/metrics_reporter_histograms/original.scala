package com.acme.telemetry

import java.time.{Clock, Instant}
import java.util.concurrent.{Executors, ScheduledExecutorService, TimeUnit}

import scala.util.control.NonFatal

final case class Timer(count: Long, meanMillis: Double, p99Millis: Double)
final case class Histogram(count: Long, min: Long, max: Long, p50: Double, p95: Double)

final case class Snapshot(
    takenAt: Instant,
    counters: Map[String, Long],
    gauges: Map[String, Double],
    timers: Map[String, Timer],
    histograms: Map[String, Histogram]
)

trait MetricsSink {
  def count(name: String, value: Long, timestamp: Instant): Unit
  def gauge(name: String, value: Double, timestamp: Instant): Unit
  def flush(): Unit
}

final class MetricsReporter(
    registry: MetricsRegistry,
    sink: MetricsSink,
    prefix: String,
    clock: Clock = Clock.systemUTC()
) {

  private val scheduler: ScheduledExecutorService =
    Executors.newSingleThreadScheduledExecutor()

  def start(intervalSeconds: Long): Unit = {
    scheduler.scheduleAtFixedRate(
      () => safely(report(registry.snapshot(clock))),
      intervalSeconds,
      intervalSeconds,
      TimeUnit.SECONDS
    )
  }

  def stop(): Unit = {
    scheduler.shutdown()
    safely(report(registry.snapshot(clock)))
  }

  def report(snapshot: Snapshot): Unit = {
    val ts = snapshot.takenAt
    snapshot.counters.foreach { case (name, value) =>
      sink.count(s"$prefix.$name", value, ts)
    }
    snapshot.gauges.foreach { case (name, value) =>
      sink.gauge(s"$prefix.$name", value, ts)
    }
    snapshot.timers.foreach { case (name, t) =>
      sink.count(s"$prefix.$name.count", t.count, ts)
      sink.gauge(s"$prefix.$name.mean_ms", t.meanMillis, ts)
      sink.gauge(s"$prefix.$name.p99_ms", t.p99Millis, ts)
    }
    sink.flush()
  }

  def reportHealth(healthy: Boolean, checks: Map[String, Boolean]): Unit = {
    val ts = Instant.now(clock)
    sink.gauge(s"$prefix.health", if (healthy) 1.0 else 0.0, ts)
    checks.foreach { case (name, ok) =>
      sink.gauge(s"$prefix.health.$name", if (ok) 1.0 else 0.0, ts)
    }
    sink.flush()
  }

  private def safely(block: => Unit): Unit =
    try block
    catch {
      case NonFatal(e) => System.err.println(s"metrics report failed: ${e.getMessage}")
    }
}
