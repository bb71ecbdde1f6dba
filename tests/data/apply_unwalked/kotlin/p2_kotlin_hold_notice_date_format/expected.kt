package edu.hartwell.library.holds

import edu.hartwell.library.notify.EmailGateway
import edu.hartwell.library.notify.SmsGateway
import java.time.Clock
import java.time.LocalDate
import java.time.format.DateTimeFormatter
import org.slf4j.LoggerFactory

class HoldReadyNotifier(
    private val email: EmailGateway,
    private val sms: SmsGateway,
    private val clock: Clock,
    private val pickupDays: Long = 7,
) {
    private val log = LoggerFactory.getLogger(HoldReadyNotifier::class.java)

    fun notifyReady(hold: ReadyHold) {
        val expires = LocalDate.now(clock).plusDays(pickupDays)
        val message = buildMessage(hold, expires)

        when (hold.contactPreference) {
            ContactPreference.EMAIL -> {
                email.send(hold.patronEmail, "Your hold is ready for pickup", message)
            }
            ContactPreference.SMS -> {
                val phone = hold.patronPhone
                if (phone == null) {
                    log.warn("Patron {} prefers SMS but has no phone on file", hold.patronId)
                    email.send(hold.patronEmail, "Your hold is ready for pickup", message)
                } else {
                    sms.send(phone, message.take(160))
                }
            }
            ContactPreference.NONE -> {
                log.info("Patron {} opted out of hold notices", hold.patronId)
            }
        }
    }

    fun notifyExpired(hold: ReadyHold) {
        val message = "The hold on \"${hold.title}\" was not picked up and has been cancelled."
        if (hold.contactPreference != ContactPreference.NONE) {
            email.send(hold.patronEmail, "Hold expired", message)
        }
    }

    private fun buildMessage(hold: ReadyHold, expires: LocalDate): String =
        buildString {
            append("\"${hold.title}\" is waiting for you at ${hold.pickupDesk}. ")
            append("Please collect it by ${expires.format(PICKUP_DATE_FORMAT)}.")
        }

    private companion object {
        val PICKUP_DATE_FORMAT: DateTimeFormatter = DateTimeFormatter.ofPattern("EEEE, MMMM d")
    }
}

enum class ContactPreference { EMAIL, SMS, NONE }

data class ReadyHold(
    val patronId: String,
    val patronEmail: String,
    val patronPhone: String?,
    val title: String,
    val pickupDesk: String,
    val contactPreference: ContactPreference,
)
