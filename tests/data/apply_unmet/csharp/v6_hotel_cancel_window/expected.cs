using System;
using System.Threading;
using System.Threading.Tasks;
using Harborview.Reservations.Data;
using Harborview.Reservations.Models;
using Microsoft.Extensions.Logging;

namespace Harborview.Reservations.Services
{
    public sealed class BookingPolicy
    {
        public int CancellationWindowHours { get; init; } = 24;
        public int MaxNightsPerStay { get; init; } = 30;
        public decimal LateCancellationFeeRate { get; init; } = 0.5m;

        public bool IsLateCancellation(Booking booking, DateTimeOffset now)
        {
            var checkIn = booking.CheckInDate.ToDateTime(TimeOnly.FromTimeSpan(TimeSpan.FromHours(15)));
            return (checkIn - now.LocalDateTime).TotalHours < CancellationWindowHours;
        }
    }

    public sealed class RoomBookingService
    {
        private readonly IBookingRepository _repository;
        private readonly BookingPolicy _policy;
        private readonly ILogger<RoomBookingService> _logger;

        public RoomBookingService(IBookingRepository repository, BookingPolicy policy, ILogger<RoomBookingService> logger)
        {
            _repository = repository;
            _policy = policy;
            _logger = logger;
        }

        public async Task<Booking> ReserveAsync(ReservationRequest request, CancellationToken ct = default)
        {
            var nights = request.CheckOut.DayNumber - request.CheckIn.DayNumber;
            if (nights <= 0 || nights > _policy.MaxNightsPerStay)
            {
                throw new ArgumentOutOfRangeException(nameof(request), $"Stay of {nights} nights is not allowed.");
            }

            var available = await _repository.IsRoomFreeAsync(request.RoomNumber, request.CheckIn, request.CheckOut, ct);
            if (!available)
            {
                throw new RoomUnavailableException(request.RoomNumber, request.CheckIn, request.CheckOut);
            }

            var booking = Booking.Create(request);
            await _repository.AddAsync(booking, ct);
            _logger.LogInformation("Reserved room {Room} for {Guest}", request.RoomNumber, request.GuestName);
            return booking;
        }

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
