package com.pawcare.booking

import java.time.Clock
import java.time.Duration
import java.time.Instant

enum class AppointmentStatus { REQUESTED, CONFIRMED, CHECKED_IN, COMPLETED, CANCELLED, NO_SHOW }

enum class CancellationReason { OWNER_REQUEST, VET_UNAVAILABLE, DUPLICATE, CLINIC_CLOSED }

data class Appointment(
    val id: String,
    val clinicId: String,
    val patientId: String,
    val vetId: String,
    val start: Instant,
    val duration: Duration,
    val status: AppointmentStatus = AppointmentStatus.REQUESTED,
    val cancellationReason: CancellationReason? = null,
) {
    val end: Instant get() = start.plus(duration)

    fun overlaps(other: Appointment): Boolean =
        vetId == other.vetId && start < other.end && other.start < end
}

interface AppointmentRepository {
    fun findById(id: String): Appointment?
    fun findForVet(vetId: String, from: Instant, to: Instant): List<Appointment>
    fun save(appointment: Appointment)
}

class AppointmentScheduler(
    private val repository: AppointmentRepository,
    private val clock: Clock,
) {
    private val minimumNotice: Duration = Duration.ofHours(2)
    private val lateCancellationWindow: Duration = Duration.ofHours(24)

    fun book(request: Appointment): Result<Appointment> {
        if (request.start < clock.instant().plus(minimumNotice)) {
            return Result.failure(IllegalArgumentException("Appointments need at least 2 hours notice"))
        }
        val clashes = repository.findForVet(request.vetId, request.start, request.end)
            .filter { it.status != AppointmentStatus.CANCELLED && it.overlaps(request) }
        if (clashes.isNotEmpty()) {
            return Result.failure(IllegalStateException("Vet ${request.vetId} is already booked"))
        }
        val confirmed = request.copy(status = AppointmentStatus.CONFIRMED)
        repository.save(confirmed)
        return Result.success(confirmed)
    }

    fun cancel(appointmentId: String, reason: CancellationReason): Boolean {
        val appointment = repository.findById(appointmentId) ?: return false
        if (appointment.status == AppointmentStatus.COMPLETED) return false
        // Owners must phone the clinic to cancel inside the late-cancellation window
        if (reason == CancellationReason.OWNER_REQUEST &&
            appointment.start < clock.instant().plus(lateCancellationWindow)
        ) {
            return false
        }
        repository.save(appointment.copy(status = AppointmentStatus.CANCELLED, cancellationReason = reason))
        return true
    }

    fun markNoShow(appointmentId: String): Boolean {
        val appointment = repository.findById(appointmentId) ?: return false
        if (appointment.status != AppointmentStatus.CONFIRMED) return false
        repository.save(appointment.copy(status = AppointmentStatus.NO_SHOW))
        return true
    }
}

class WalkInQueue(private val clock: Clock) {
    private val waiting = ArrayDeque<Pair<String, Instant>>()

    fun enqueue(patientId: String) {
        waiting.addLast(patientId to clock.instant())
    }

    fun next(): String? = waiting.removeFirstOrNull()?.first

    fun size(): Int = waiting.size
}
