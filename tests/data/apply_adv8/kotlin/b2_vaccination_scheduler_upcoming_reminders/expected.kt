package com.harbourvets.clinic.vaccination

import java.time.Clock
import java.time.LocalDate
import java.time.temporal.ChronoUnit

enum class Species { CANINE, FELINE, RABBIT, EQUINE }

data class VaccinationRecord(
    val patientId: Long,
    val species: Species,
    val vaccineCode: String,
    val doseNumber: Int,
    val administeredOn: LocalDate,
    val batchNumber: String,
)

data class VaccineProtocol(
    val code: String,
    val primaryDoses: Int,
    val primaryIntervalDays: Long,
    val boosterIntervalDays: Long,
)

interface VaccineCatalog {
    fun protocolFor(code: String, species: Species): VaccineProtocol?
}

class VaccinationScheduler(
    private val catalog: VaccineCatalog,
    private val clock: Clock,
) {

    fun nextDueDate(record: VaccinationRecord): LocalDate? {
        val protocol = catalog.protocolFor(record.vaccineCode, record.species) ?: return null
        val interval = if (record.doseNumber < protocol.primaryDoses) {
            protocol.primaryIntervalDays
        } else {
            protocol.boosterIntervalDays
        }
        return record.administeredOn.plusDays(interval)
    }

    fun isOverdue(record: VaccinationRecord): Boolean {
        val due = nextDueDate(record) ?: return false
        return due.isBefore(LocalDate.now(clock))
    }

    fun daysOverdue(record: VaccinationRecord): Long {
        val due = nextDueDate(record) ?: return 0
        val today = LocalDate.now(clock)
        return if (due.isBefore(today)) ChronoUnit.DAYS.between(due, today) else 0
    }

    fun latestPerVaccine(records: List<VaccinationRecord>): List<VaccinationRecord> =
        records
            .groupBy { it.vaccineCode }
            .map { (_, doses) -> doses.maxBy { it.administeredOn } }

    fun upcomingReminders(records: List<VaccinationRecord>, withinDays: Long): List<VaccinationRecord> {
        val today = LocalDate.now(clock)
        val horizon = today.plusDays(withinDays)
        return latestPerVaccine(records).filter { record ->
            val due = nextDueDate(record) ?: return@filter false
            !due.isBefore(today) && !due.isAfter(horizon)
        }
    }
}

private fun VaccinationRecord.label(): String =
    "$vaccineCode dose $doseNumber (${administeredOn}, batch $batchNumber)"

fun describeSchedule(scheduler: VaccinationScheduler, records: List<VaccinationRecord>): List<String> =
    scheduler.latestPerVaccine(records).map { record ->
        val due = scheduler.nextDueDate(record)
        "${record.label()} -> next due ${due ?: "n/a"}"
    }
