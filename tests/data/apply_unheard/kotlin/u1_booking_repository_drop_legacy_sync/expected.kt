package com.travelly.booking.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.time.LocalDate

class BookingRepository(
    private val api: BookingApi,
    private val dao: BookingDao,
) {

    suspend fun getBookings(userId: String): List<Booking> = withContext(Dispatchers.IO) {
        val cached = dao.findByUser(userId)
        if (cached.isNotEmpty()) {
            return@withContext cached
        }
        val remote = api.fetchBookings(userId)
        dao.insertAll(remote)
        remote
    }

    suspend fun getBooking(id: String): Booking? = withContext(Dispatchers.IO) {
        dao.findById(id) ?: api.fetchBooking(id)?.also { dao.insert(it) }
    }

    suspend fun createBooking(request: BookingRequest): Booking = withContext(Dispatchers.IO) {
        val booking = api.createBooking(request)
        dao.insert(booking)
        booking
    }

    suspend fun cancelBooking(id: String): Boolean = withContext(Dispatchers.IO) {
        val ok = api.cancelBooking(id)
        if (ok) {
            dao.updateStatus(id, BookingStatus.CANCELLED)
        }
        ok
    }

    suspend fun upcoming(userId: String, today: LocalDate = LocalDate.now()): List<Booking> =
        getBookings(userId)
            .filter { it.status == BookingStatus.CONFIRMED && !it.checkIn.isBefore(today) }
            .sortedBy { it.checkIn }
}
