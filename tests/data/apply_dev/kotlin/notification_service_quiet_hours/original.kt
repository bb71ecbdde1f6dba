package com.acme.notify

import java.time.Clock
import java.time.LocalTime
import java.time.ZoneId
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.launch
import org.slf4j.LoggerFactory

data class Notification(val userId: String, val title: String, val body: String, val urgent: Boolean = false)

interface PushGateway {
    suspend fun send(token: String, title: String, body: String): Boolean
}

interface DeviceRegistry {
    fun tokensFor(userId: String): List<String>
    fun zoneFor(userId: String): ZoneId
}

class NotificationService(
    private val gateway: PushGateway,
    private val devices: DeviceRegistry,
    private val scope: CoroutineScope,
    private val clock: Clock = Clock.systemUTC(),
) {
    private val log = LoggerFactory.getLogger(NotificationService::class.java)

    private val quietStart = LocalTime.of(22, 0)
    private val quietEnd = LocalTime.of(7, 0)

    fun notify(notification: Notification) {
        if (!shouldDeliver(notification)) {
            log.debug("skipping notification for {} during quiet hours", notification.userId)
            return
        }
        scope.launch {
            val tokens = devices.tokensFor(notification.userId)
            val delivered = tokens.count { gateway.send(it, notification.title, notification.body) }
            log.info("delivered to {}/{} devices of {}", delivered, tokens.size, notification.userId)
        }
    }

    fun notifyAll(notifications: List<Notification>) {
        notifications.forEach(::notify)
    }

    private fun shouldDeliver(notification: Notification): Boolean {
        val now = LocalTime.now(clock.withZone(devices.zoneFor(notification.userId)))
        return !isQuiet(now)
    }

    private fun isQuiet(time: LocalTime): Boolean =
        time >= quietStart || time < quietEnd
}

class LoggingPushGateway : PushGateway {
    private val log = LoggerFactory.getLogger(LoggingPushGateway::class.java)

    override suspend fun send(token: String, title: String, body: String): Boolean {
        log.info("push to {}: {} - {}", token, title, body)
        return true
    }
}
