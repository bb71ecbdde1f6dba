package com.sunfield.fieldapp.telemetry

enum class Severity { INFO, WARNING, CRITICAL }

/**
 * Fault codes reported in holding register 5045 of the SG-series inverters.
 * Keep the entries grouped by subsystem; the register values are from the vendor's v3.2 map.
 */
enum class FaultCode(val register: Int, val severity: Severity, val message: String) {
    GRID_OVERVOLTAGE(0x0101, Severity.WARNING, "Grid voltage above limit"),
    GRID_UNDERVOLTAGE(0x0102, Severity.WARNING, "Grid voltage below limit"),
    GRID_OVERFREQUENCY(0x0103, Severity.WARNING, "Grid frequency above limit"),
    GRID_UNDERFREQUENCY(0x0104, Severity.WARNING, "Grid frequency below limit"),
    ISOLATION_FAULT(0x0201, Severity.CRITICAL, "PV isolation resistance too low"),
    GROUND_FAULT(0x0202, Severity.CRITICAL, "Residual current above 300 mA"),
    STRING_REVERSED(0x0203, Severity.CRITICAL, "PV string polarity reversed"),
    OVER_TEMPERATURE(0x0301, Severity.CRITICAL, "Heatsink over temperature"),
    FAN_FAILURE(0x0302, Severity.WARNING, "Cooling fan stalled"),
    UNKNOWN(0xFFFF, Severity.INFO, "Unrecognised fault code");

    companion object {
        private val byRegister = entries.associateBy { it.register }

        fun fromRegister(value: Int): FaultCode = byRegister[value] ?: UNKNOWN
    }
}

/** Whether a technician has to go to site, or the fault can be cleared remotely. */
fun FaultCode.needsTruckRoll(): Boolean = when (this) {
    FaultCode.GRID_OVERVOLTAGE -> false
    FaultCode.GRID_UNDERVOLTAGE -> false
    FaultCode.GRID_OVERFREQUENCY -> false
    FaultCode.GRID_UNDERFREQUENCY -> false
    FaultCode.ISOLATION_FAULT -> true
    FaultCode.GROUND_FAULT -> true
    FaultCode.STRING_REVERSED -> true
    FaultCode.OVER_TEMPERATURE -> false
    FaultCode.FAN_FAILURE -> true
    FaultCode.UNKNOWN -> false
}

data class FaultEvent(
    val siteCode: String,
    val inverterSerial: String,
    val code: FaultCode,
    val raisedAtEpochMs: Long,
) {
    val summary: String
        get() = "[${code.severity}] $siteCode/$inverterSerial: ${code.message}"
}
