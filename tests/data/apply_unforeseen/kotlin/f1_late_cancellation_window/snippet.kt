class AppointmentScheduler(
    private val repository: AppointmentRepository,
    private val clock: Clock,
) {
    private val minimumNotice: Duration = Duration.ofHours(2)
    private val lateCancellationWindow: Duration = Duration.ofHours(24)

    // ... existing code ...

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

    // ... existing code ...
}
