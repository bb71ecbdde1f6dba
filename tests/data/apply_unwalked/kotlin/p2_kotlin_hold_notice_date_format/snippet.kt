// ... existing code ...
import java.time.LocalDate
import java.time.format.DateTimeFormatter
import org.slf4j.LoggerFactory

// ... existing code ...

    private fun buildMessage(hold: ReadyHold, expires: LocalDate): String =
        buildString {
            append("\"${hold.title}\" is waiting for you at ${hold.pickupDesk}. ")
            append("Please collect it by ${expires.format(PICKUP_DATE_FORMAT)}.")
        }

    private companion object {
        val PICKUP_DATE_FORMAT: DateTimeFormatter = DateTimeFormatter.ofPattern("EEEE, MMMM d")
    }
}

// ... existing code ...
