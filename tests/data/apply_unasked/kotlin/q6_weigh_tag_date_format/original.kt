package wine.hollowcreek.harvest.intake

import java.io.BufferedReader
import java.time.LocalDate
import org.slf4j.LoggerFactory

/**
 * Parses the CSV export from the crush-pad scale. One row per bin:
 * tag number, block code, varietal, pick date, gross kg, tare kg, brix.
 */
data class WeighTag(
    val tagNumber: Int,
    val blockCode: String,
    val varietal: String,
    val pickDate: LocalDate,
    val grossKg: Double,
    val tareKg: Double,
    val brix: Double?,
) {
    val netKg: Double get() = grossKg - tareKg
}

class WeighTagParseException(line: Int, message: String) :
    RuntimeException("line $line: $message")

class WeighTagParser {
    private val log = LoggerFactory.getLogger(WeighTagParser::class.java)

    fun parse(reader: BufferedReader): List<WeighTag> {
        val tags = mutableListOf<WeighTag>()
        reader.lineSequence()
            .drop(1) // header row
            .forEachIndexed { index, raw ->
                val lineNumber = index + 2
                if (raw.isBlank()) return@forEachIndexed
                tags += parseLine(lineNumber, raw)
            }
        log.info("Parsed {} weigh tags", tags.size)
        return tags
    }

    private fun parseLine(lineNumber: Int, raw: String): WeighTag {
        val cols = raw.split(',').map { it.trim() }
        if (cols.size < 7) {
            throw WeighTagParseException(lineNumber, "expected 7 columns, got ${cols.size}")
        }
        val gross = cols[4].toDoubleOrNull()
            ?: throw WeighTagParseException(lineNumber, "bad gross weight '${cols[4]}'")
        val tare = cols[5].toDoubleOrNull()
            ?: throw WeighTagParseException(lineNumber, "bad tare weight '${cols[5]}'")
        if (tare >= gross) {
            throw WeighTagParseException(lineNumber, "tare $tare is not below gross $gross")
        }
        return WeighTag(
            tagNumber = cols[0].toInt(),
            blockCode = cols[1].uppercase(),
            varietal = cols[2],
            pickDate = LocalDate.parse(cols[3]),
            grossKg = gross,
            tareKg = tare,
            brix = cols[6].toDoubleOrNull(),
        )
    }
}
