// ... existing usings ...

namespace Harborview.Reservations.Services
{
    // ... existing code ...

    public sealed class RoomBookingService
    {
        // ... existing code ...

        public async Task<decimal> CancelAsync(Guid bookingId, DateTimeOffset now, CancellationToken ct = default)
        {
            var booking = await _repository.FindAsync(bookingId, ct)
                ?? throw new BookingNotFoundException(bookingId);

            if (booking.Status == BookingStatus.CheckedIn)
            {
                throw new InvalidOperationException($"Booking {bookingId} is already checked in and cannot be cancelled.");
            }

            decimal fee = 0m;
            if (_policy.IsLateCancellation(booking, now))
            {
                fee = booking.NightlyRate * _policy.LateCancellationFeeRate;
            }

            booking.Cancel(now, fee);
            await _repository.UpdateAsync(booking, ct);
            _logger.LogInformation("Cancelled booking {BookingId} with fee {Fee}", bookingId, fee);
            return fee;
        }
    }
}
