package wine.hollowcreek.harvest.intake

import java.io.BufferedReader
import java.time.LocalDate
import java.time.format.DateTimeFormatter
import java.time.format.DateTimeParseException
import org.slf4j.LoggerFactory

// ... existing code ...

class WeighTagParser {
    private val log = LoggerFactory.getLogger(WeighTagParser::class.java)

    // The scale exports US-style dates (09/14/2024), not ISO.
    private val scaleDateFormat = DateTimeFormatter.ofPattern("MM/dd/yyyy")

    // ... existing code ...

        if (tare >= gross) {
            throw WeighTagParseException(lineNumber, "tare $tare is not below gross $gross")
        }
        val pickDate = try {
            LocalDate.parse(cols[3], scaleDateFormat)
        } catch (e: DateTimeParseException) {
            throw WeighTagParseException(lineNumber, "bad pick date '${cols[3]}'")
        }
        return WeighTag(
            tagNumber = cols[0].toInt(),
            blockCode = cols[1].uppercase(),
            varietal = cols[2],
            pickDate = pickDate,
            // ... existing code ...
        )
    }
}
