package org.riversidevet.reminders

import java.time.Clock
import java.time.LocalDate
import java.time.temporal.ChronoUnit

enum class ReminderChannel { EMAIL, SMS, POSTCARD, PORTAL }

data class Reminder(
    val patientId: Long,
    val ownerId: Long,
    val vaccine: String,
    val dueOn: LocalDate,
    val channel: ReminderChannel,
)

class VaccinationReminderScheduler(
    private val vaccinations: VaccinationRepository,
    private val owners: OwnerRepository,
    private val clock: Clock = Clock.systemDefaultZone(),
) {
    private val leadDays = mapOf(
        ReminderChannel.EMAIL to 14L,
        ReminderChannel.SMS to 3L,
        ReminderChannel.POSTCARD to 28L,
        ReminderChannel.PORTAL to 14L,
    )

    fun today(): LocalDate = LocalDate.now(clock)

    fun remindersDue(): List<Reminder> {
        val result = mutableListOf<Reminder>()
        for (vaccination in vaccinations.findActive()) {
            val channel = channelFor(vaccination.ownerId)
            val lead = leadDays.getValue(channel)
            val sendOn = vaccination.nextDue.minusDays(lead)
            if (sendOn == today()) {
                result += Reminder(
                    patientId = vaccination.patientId,
                    ownerId = vaccination.ownerId,
                    vaccine = vaccination.vaccine,
                    dueOn = vaccination.nextDue,
                    channel = channel,
                )
            }
        }
        return result
    }

    fun overdue(): List<Reminder> =
        vaccinations.findActive()
            .filter { it.nextDue.isBefore(today()) }
            .map {
                Reminder(
                    patientId = it.patientId,
                    ownerId = it.ownerId,
                    vaccine = it.vaccine,
                    dueOn = it.nextDue,
                    channel = channelFor(it.ownerId),
                )
            }

    fun daysOverdue(reminder: Reminder): Long =
        ChronoUnit.DAYS.between(reminder.dueOn, today()).coerceAtLeast(0)

    fun templateFor(channel: ReminderChannel): String = when (channel) {
        ReminderChannel.SMS -> "sms/vaccine_due"
        ReminderChannel.POSTCARD -> "print/vaccine_due_postcard"
        else -> "email/vaccine_due"
    }

    private fun channelFor(ownerId: Long): ReminderChannel {
        val owner = owners.findById(ownerId) ?: return ReminderChannel.POSTCARD
        return when {
            owner.prefersSms && owner.mobile != null -> ReminderChannel.SMS
            owner.portalAccountId != null -> ReminderChannel.PORTAL
            owner.email != null -> ReminderChannel.EMAIL
            else -> ReminderChannel.POSTCARD
        }
    }
}
