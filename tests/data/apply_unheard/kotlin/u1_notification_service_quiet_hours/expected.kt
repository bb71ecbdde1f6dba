package io.pingly.notify

import java.time.Clock
import java.time.LocalTime
import java.util.concurrent.ConcurrentHashMap

enum class Channel { PUSH, EMAIL, SMS }

data class Notification(
    val userId: Long,
    val channel: Channel,
    val title: String,
    val body: String,
    val urgent: Boolean = false,
)

interface Sender {
    fun deliver(notification: Notification): Boolean
}

class NotificationService(
    private val senders: Map<Channel, Sender>,
    private val clock: Clock = Clock.systemDefaultZone(),
    private val quietStart: LocalTime = LocalTime.of(22, 0),
    private val quietEnd: LocalTime = LocalTime.of(7, 0),
) {
    private val sentCounts = ConcurrentHashMap<Long, Int>()
    private val dailyLimit = 20

    fun send(notification: Notification): Boolean {
        if (!notification.urgent && isQuietHours()) {
            return false
        }
        val count = sentCounts.getOrDefault(notification.userId, 0)
        if (count >= dailyLimit && !notification.urgent) {
            return false
        }
        val sender = senders[notification.channel] ?: return false
        val delivered = sender.deliver(notification)
        if (delivered) {
            sentCounts.merge(notification.userId, 1, Int::plus)
        }
        return delivered
    }

    private fun isQuietHours(): Boolean {
        val now = LocalTime.now(clock)
        return if (quietStart.isAfter(quietEnd)) {
            now >= quietStart || now < quietEnd
        } else {
            now >= quietStart && now < quietEnd
        }
    }

    fun sendAll(notifications: List<Notification>): Int =
        notifications.count { send(it) }

    fun resetDailyCounts() {
        sentCounts.clear()
    }

    fun sentToday(userId: Long): Int = sentCounts.getOrDefault(userId, 0)

    fun lastResetLabel(): String = "reset at " + clock.instant().toString()
}
