// ... keep existing code

import com.tidewater.notify.clients.EmailClient
import com.tidewater.notify.clients.SlackClient
import com.tidewater.notify.clients.SmsClient
// ... keep existing code

enum class Channel { EMAIL, SMS, SLACK }

// ... keep existing code

class NotificationDispatcher(
    private val email: EmailClient,
    private val sms: SmsClient,
    private val slack: SlackClient,
    private val log: Logger = LoggerFactory.getLogger(NotificationDispatcher::class.java),
) {
    // ... keep existing code

    fun dispatch(n: Notification): Boolean {
        val ok = when (n.channel) {
            Channel.EMAIL -> sendEmail(n)
            Channel.SMS -> sendSms(n)
            Channel.SLACK -> sendSlack(n)
        }
        if (ok) sent++ else failed++
        return ok
    }

    // ... keep existing code

    private fun sendSlack(n: Notification): Boolean =
        try {
            slack.postMessage(channel = n.recipient, text = "*${n.subject}*\n${n.body}")
            true
        } catch (e: Exception) {
            log.warn("slack to {} failed: {}", n.recipient, e.message)
            false
        }
}
