package com.tidewater.notify

import com.tidewater.notify.clients.EmailClient
import com.tidewater.notify.clients.SlackClient
import com.tidewater.notify.clients.SmsClient
import org.slf4j.Logger
import org.slf4j.LoggerFactory

enum class Channel { EMAIL, SMS, SLACK }

data class Notification(
    val recipient: String,
    val channel: Channel,
    val subject: String,
    val body: String,
    val priority: Int = 0,
)

class NotificationDispatcher(
    private val email: EmailClient,
    private val sms: SmsClient,
    private val slack: SlackClient,
    private val log: Logger = LoggerFactory.getLogger(NotificationDispatcher::class.java),
) {
    private var sent = 0
    private var failed = 0

    val stats: Pair<Int, Int>
        get() = sent to failed

    fun dispatch(n: Notification): Boolean {
        val ok = when (n.channel) {
            Channel.EMAIL -> sendEmail(n)
            Channel.SMS -> sendSms(n)
            Channel.SLACK -> sendSlack(n)
        }
        if (ok) sent++ else failed++
        return ok
    }

    fun dispatchAll(batch: List<Notification>): Int =
        batch.sortedByDescending { it.priority }.count { dispatch(it) }

    private fun sendEmail(n: Notification): Boolean =
        try {
            email.send(to = n.recipient, subject = n.subject, html = n.body)
            true
        } catch (e: Exception) {
            log.warn("email to {} failed: {}", n.recipient, e.message)
            false
        }

    private fun sendSms(n: Notification): Boolean =
        try {
            sms.send(to = n.recipient, text = "${n.subject}: ${n.body}".take(160))
            true
        } catch (e: Exception) {
            log.warn("sms to {} failed: {}", n.recipient, e.message)
            false
        }

    private fun sendSlack(n: Notification): Boolean =
        try {
            slack.postMessage(channel = n.recipient, text = "*${n.subject}*\n${n.body}")
            true
        } catch (e: Exception) {
            log.warn("slack to {} failed: {}", n.recipient, e.message)
            false
        }
}
