package com.acme.notify.channels

import com.acme.notify.Notification
import com.acme.notify.DeliveryResult
import com.acme.notify.clients.ApnsClient
import com.acme.notify.clients.MailClient
import com.acme.notify.clients.SmsGateway
import org.slf4j.LoggerFactory

interface NotificationChannel {
    val name: String

    suspend fun send(notification: Notification): DeliveryResult

    fun maxPayloadBytes(): Int = Int.MAX_VALUE

    fun accepts(notification: Notification): Boolean =
        notification.body.toByteArray().size <= maxPayloadBytes()
}

class EmailChannel(
    private val client: MailClient,
    private val fromAddress: String,
) : NotificationChannel {
    private val log = LoggerFactory.getLogger(EmailChannel::class.java)

    override val name: String = "email"

    override suspend fun send(notification: Notification): DeliveryResult {
        val recipient = notification.recipient.email
            ?: return DeliveryResult.Skipped("no email address")
        log.debug("sending email {} to {}", notification.id, recipient)
        return client.send(
            from = fromAddress,
            to = recipient,
            subject = notification.title,
            body = notification.body,
        )
    }
}

class SmsChannel(
    private val gateway: SmsGateway,
    private val senderId: String,
) : NotificationChannel {
    private val log = LoggerFactory.getLogger(SmsChannel::class.java)

    override val name: String = "sms"

    override suspend fun send(notification: Notification): DeliveryResult {
        val phone = notification.recipient.phone
            ?: return DeliveryResult.Skipped("no phone number")
        log.debug("sending sms {} to {}", notification.id, phone)
        return gateway.send(senderId, phone, notification.body)
    }

    override fun maxPayloadBytes(): Int = 160
}

class PushChannel(
    private val apns: ApnsClient,
    private val topic: String,
) : NotificationChannel {
    private val log = LoggerFactory.getLogger(PushChannel::class.java)

    override val name: String = "push"

    override suspend fun send(notification: Notification): DeliveryResult {
        val tokens = notification.recipient.deviceTokens
        if (tokens.isEmpty()) {
            return DeliveryResult.Skipped("no device tokens")
        }
        log.debug("sending push {} to {} devices", notification.id, tokens.size)
        val results = tokens.map { token ->
            apns.push(token = token, topic = topic, title = notification.title, body = notification.body)
        }
        return DeliveryResult.combine(results)
    }

    // APNs rejects payloads above 4 KB; leave headroom for the aps dictionary.
    override fun maxPayloadBytes(): Int = 3_500
}
