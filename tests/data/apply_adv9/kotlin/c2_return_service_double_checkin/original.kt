package com.driveway.desk.booking

import java.time.Clock
import java.time.Duration
import java.time.Instant

data class Booking(
    val id: String,
    val plate: String,
    val customerId: String,
    val pickupAt: Instant,
    val returnAt: Instant,
    val returnedAt: Instant? = null,
    val odometerOut: Int,
    val odometerIn: Int? = null,
)

class BookingValidationException(message: String) : RuntimeException(message)

class PickupService(
    private val bookings: BookingRepository,
    private val clock: Clock,
) {
    fun validate(booking: Booking) {
        if (booking.returnAt <= booking.pickupAt) {
            throw BookingValidationException("Return time must be after pickup for ${booking.id}")
        }
        if (booking.odometerOut < 0) {
            throw BookingValidationException("Odometer reading is negative for ${booking.id}")
        }
    }

    fun pickUp(bookingId: String): Booking {
        val booking = bookings.require(bookingId)
        validate(booking)
        val updated = booking.copy(pickupAt = clock.instant())
        bookings.save(updated)
        return updated
    }
}

class ReturnService(
    private val bookings: BookingRepository,
    private val clock: Clock,
) {
    fun validate(booking: Booking) {
        if (booking.returnAt <= booking.pickupAt) {
            throw BookingValidationException("Return time must be after pickup for ${booking.id}")
        }
        if (booking.odometerOut < 0) {
            throw BookingValidationException("Odometer reading is negative for ${booking.id}")
        }
    }

    fun lateFeeHours(booking: Booking, now: Instant): Long {
        val overdue = Duration.between(booking.returnAt, now)
        return if (overdue.isNegative) 0 else overdue.toHours()
    }

    fun checkIn(bookingId: String, odometerIn: Int): Booking {
        val booking = bookings.require(bookingId)
        validate(booking)
        val now = clock.instant()
        val updated = booking.copy(returnedAt = now, odometerIn = odometerIn)
        bookings.save(updated)
        return updated
    }
}

interface BookingRepository {
    fun require(id: String): Booking
    fun save(booking: Booking)
}
