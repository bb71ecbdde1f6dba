// ... existing code ...

class ReturnService(
    private val bookings: BookingRepository,
    private val clock: Clock,
) {
    fun validate(booking: Booking) {
        if (booking.returnedAt != null) {
            throw BookingValidationException("Booking ${booking.id} is already checked in")
        }
        // ... existing code ...
    }

    // ... existing code ...
}

// ... existing code ...
