using System;
using System.Collections.Generic;
using System.Linq;
using DentalClinic.Domain.Scheduling;

namespace DentalClinic.Scheduling
{
    /// <summary>
    /// Books hygiene appointments against each hygienist's shift calendar.
    /// </summary>
    public class HygienistScheduler
    {
        private static readonly TimeSpan DefaultCleaningLength = TimeSpan.FromMinutes(60);
        private static readonly TimeSpan DefaultPerioMaintenanceLength = TimeSpan.FromMinutes(75);

        private readonly IHygienistCalendar _calendar;

        public HygienistScheduler(IHygienistCalendar calendar)
        {
            _calendar = calendar;
        }

        public IEnumerable<TimeSlot> FindOpenSlots(int hygienistId, DateOnly day, TimeSpan length)
        {
            var shift = _calendar.GetShift(hygienistId, day);
            if (shift is null)
            {
                yield break;
            }

            var booked = _calendar.GetBookings(hygienistId, day).OrderBy(b => b.Start).ToList();
            var cursor = shift.Start;
            foreach (var booking in booked)
            {
                if (booking.Start - cursor >= length)
                {
                    yield return new TimeSlot(cursor, cursor + length);
                }
                cursor = booking.End > cursor ? booking.End : cursor;
            }

            if (shift.End - cursor >= length)
            {
                yield return new TimeSlot(cursor, cursor + length);
            }
        }

        public Booking BookCleaning(int hygienistId, int patientId, DateTime start)
        {
            var end = start + DefaultCleaningLength;
            EnsureAvailable(hygienistId, start, end);
            return _calendar.AddBooking(hygienistId, patientId, start, end, "D1110");
        }

        public Booking BookPerioMaintenance(int hygienistId, int patientId, DateTime start)
        {
            var end = start + DefaultPerioMaintenanceLength;
            EnsureAvailable(hygienistId, start, end);
            return _calendar.AddBooking(hygienistId, patientId, start, end, "D4910");
        }

        private void EnsureAvailable(int hygienistId, DateTime start, DateTime end)
        {
            var day = DateOnly.FromDateTime(start);
            var overlaps = _calendar.GetBookings(hygienistId, day)
                .Any(b => b.Start < end && start < b.End);
            if (overlaps)
            {
                throw new InvalidOperationException(
                    $"Hygienist {hygienistId} already has a booking between {start:t} and {end:t}");
            }
        }
    }
}
