package com.pawcare.reminders

import java.time.LocalDate
import java.time.format.DateTimeFormatter
import java.time.temporal.ChronoUnit
import java.util.Locale

enum class Species { DOG, CAT, RABBIT, FERRET, OTHER }

data class Patient(
    val id: String,
    val name: String,
    val species: Species,
    val ownerEmail: String?,
    val ownerPhone: String?,
)

data class VaccinationRecord(
    val patientId: String,
    val vaccine: String,
    val administeredOn: LocalDate,
    val boosterIntervalDays: Long,
) {
    val dueOn: LocalDate get() = administeredOn.plusDays(boosterIntervalDays)
}

data class Reminder(val patientId: String, val channel: String, val body: String)

class VaccinationReminderService(
    private val leadTimeDays: Long = 14,
) {
    fun dueSoon(records: List<VaccinationRecord>, today: LocalDate): List<VaccinationRecord> =
        records.filter { record ->
            val daysLeft = ChronoUnit.DAYS.between(today, record.dueOn)
            daysLeft in 0..leadTimeDays
        }

    fun overdue(records: List<VaccinationRecord>, today: LocalDate): List<VaccinationRecord> =
        records.filter { it.dueOn.isBefore(today) }

    fun buildReminders(patient: Patient, due: List<VaccinationRecord>): List<Reminder> {
        if (due.isEmpty()) return emptyList()
        val lines = due.joinToString("\n") { "- ${it.vaccine}: due ${formatDueDate(it.dueOn)}" }
        val reminders = mutableListOf<Reminder>()
        patient.ownerEmail?.let {
            reminders += Reminder(patient.id, "email", emailBody(patient, lines))
        }
        patient.ownerPhone?.let {
            reminders += Reminder(patient.id, "sms", smsBody(patient, due.size))
        }
        return reminders
    }

    private fun emailBody(patient: Patient, lines: String): String =
        """
        |Hello,
        |
        |${patient.name} (${speciesLabel(patient.species)}) has vaccinations coming up:
        |$lines
        |
        |Book online at https://pawcare.example/book or call your clinic.
        """.trimMargin()

    private fun smsBody(patient: Patient, count: Int): String =
        "PawCare: ${patient.name} has $count vaccination(s) due soon. Reply BOOK to schedule."

    @Deprecated("Old SMS gateway limited bodies to 70 chars; use smsBody")
    private fun legacySmsBody(patient: Patient): String =
        "PawCare: ${patient.name} vacc due".take(70)

    private fun formatDueDate(date: LocalDate): String =
        date.format(DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK))

    private fun speciesLabel(species: Species): String = when (species) {
        Species.DOG -> "dog"
        Species.CAT -> "cat"
        Species.RABBIT -> "rabbit"
        Species.FERRET -> "ferret"
        Species.OTHER -> "pet"
    }
}
