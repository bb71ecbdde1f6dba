// ... keep existing code

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

// ... keep existing code

  def doorChime(doorSensor: String, chime: String): Automation =
    Automation(
      // ... keep existing code
      actions = Seq(chime -> DeviceState.Pulse(times = 2)),
      cooldown = 10.seconds
    )
}
