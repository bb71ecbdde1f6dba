class NotificationService(
    private val gateway: PushGateway,
    private val devices: DeviceRegistry,
    private val scope: CoroutineScope,
    private val clock: Clock = Clock.systemUTC(),
) {
    // ... existing code ...

    private fun shouldDeliver(notification: Notification): Boolean {
        if (notification.urgent) return true
        val now = LocalTime.now(clock.withZone(devices.zoneFor(notification.userId)))
        return !isQuiet(now)
    }

    // ... existing code ...
}
