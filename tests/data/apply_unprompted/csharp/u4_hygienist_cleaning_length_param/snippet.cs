        // ... existing code ...

        public Booking BookCleaning(int hygienistId, int patientId, DateTime start, TimeSpan? length = null)
        {
            var end = start + (length ?? DefaultCleaningLength);
            EnsureAvailable(hygienistId, start, end);
            return _calendar.AddBooking(hygienistId, patientId, start, end, "D1110");
        }

        // ... existing code ...
