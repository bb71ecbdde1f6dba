package io.homehub.automation

import scala.collection.mutable
import scala.concurrent.{ExecutionContext, Future}
import scala.concurrent.duration._

import io.homehub.devices.{DeviceGateway, DeviceState}
import io.homehub.events.{DoorOpened, HubEvent, MotionDetected}

final case class Automation(
    id: String,
    trigger: HubEvent => Boolean,
    actions: Seq[(String, DeviceState)],
    cooldown: FiniteDuration = 30.seconds,
    enabled: Boolean = true
)

class AutomationEngine(gateway: DeviceGateway, clock: () => Long)(implicit ec: ExecutionContext) {

  private val automations = mutable.LinkedHashMap.empty[String, Automation]
  private val lastFired = mutable.Map.empty[String, Long]

  def register(automation: Automation): Unit = {
    automations.update(automation.id, automation)
  }

  def unregister(id: String): Unit = {
    automations.remove(id)
    lastFired.remove(id)
  }

  def onEvent(event: HubEvent): Future[Seq[String]] = {
    val matching = automations.values.filter(a => a.enabled && a.trigger(event)).toSeq
    Future.traverse(matching)(fire).map(_.flatten)
  }

  private def fire(automation: Automation): Future[Option[String]] = {
    val now = clock()
    val coolingDown = lastFired.get(automation.id).exists(t => now - t < automation.cooldown.toMillis)
    if (coolingDown) {
      Future.successful(None)
    } else {
      lastFired.update(automation.id, now)
      val calls = automation.actions.map { case (deviceId, state) =>
        gateway.setState(deviceId, state)
      }
      Future.sequence(calls).map(_ => Some(automation.id))
    }
  }

  def status: Map[String, Option[Long]] =
    automations.keys.map(id => id -> lastFired.get(id)).toMap
}

object AutomationEngine {
  def motionLights(roomSensor: String, lights: Seq[String]): Automation =
    Automation(
      id = s"motion-lights-$roomSensor",
      trigger = {
        case MotionDetected(`roomSensor`, _) => true
        case _                               => false
      },
      actions = lights.map(_ -> DeviceState.On(brightness = 80))
    )

  def doorChime(doorSensor: String, chime: String): Automation =
    Automation(
      id = s"door-chime-$doorSensor",
      trigger = {
        case DoorOpened(`doorSensor`, _) => true
        case _                           => false
      },
      actions = Seq(chime -> DeviceState.Pulse(times = 2)),
      cooldown = 10.seconds
    )
}
