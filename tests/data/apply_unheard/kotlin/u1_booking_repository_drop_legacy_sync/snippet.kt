    // ... existing code ...

    suspend fun createBooking(request: BookingRequest): Booking = withContext(Dispatchers.IO) {
        val booking = api.createBooking(request)
        dao.insert(booking)
        booking
    }

    suspend fun cancelBooking(id: String): Boolean = withContext(Dispatchers.IO) {
        // ... existing code ...
    }

    // ... existing code ...
