import java.time.Clock
import java.time.LocalTime
import java.util.concurrent.ConcurrentHashMap

// ... keep existing code

class NotificationService(
    private val senders: Map<Channel, Sender>,
    private val clock: Clock = Clock.systemDefaultZone(),
    private val quietStart: LocalTime = LocalTime.of(22, 0),
    private val quietEnd: LocalTime = LocalTime.of(7, 0),
) {
    // ... keep existing code

    fun send(notification: Notification): Boolean {
        if (!notification.urgent && isQuietHours()) {
            return false
        }
        val count = sentCounts.getOrDefault(notification.userId, 0)
        // ... keep existing code
    }

    private fun isQuietHours(): Boolean {
        val now = LocalTime.now(clock)
        return if (quietStart.isAfter(quietEnd)) {
            now >= quietStart || now < quietEnd
        } else {
            now >= quietStart && now < quietEnd
        }
    }

    // ... keep existing code
}
