using System;
using System.Collections.Generic;
using System.Linq;
using Harbor.Dining.Data;

namespace Harbor.Dining.Reservations
{
    public class ReservationService
    {
        private const int MaxPartySize = 12;
        private static readonly TimeSpan TableTurnTime = TimeSpan.FromMinutes(90);
        private static readonly TimeSpan LateCancelWindow = TimeSpan.FromHours(2);

        private readonly IReservationRepository _repository;
        private readonly ITableLayout _layout;

        public ReservationService(IReservationRepository repository, ITableLayout layout)
        {
            _repository = repository;
            _layout = layout;
        }

        public Reservation Book(Guid restaurantId, DateTime slot, int partySize, string guestName)
        {
            if (partySize < 1 || partySize > MaxPartySize)
            {
                throw new ArgumentOutOfRangeException(nameof(partySize));
            }

            var table = FindFreeTable(restaurantId, slot, partySize);
            if (table == null)
            {
                throw new InvalidOperationException("No table available for the requested slot.");
            }

            var reservation = new Reservation
            {
                Id = Guid.NewGuid(),
                RestaurantId = restaurantId,
                TableId = table.Id,
                Slot = slot,
                PartySize = partySize,
                GuestName = guestName,
            };
            _repository.Add(reservation);
            return reservation;
        }

        public bool Cancel(Guid reservationId)
        {
            var reservation = _repository.Find(reservationId);
            if (reservation == null)
            {
                return false;
            }

            // Inside the window we keep the row so the no-show report can see it.
            if (reservation.Slot - DateTime.UtcNow < LateCancelWindow)
            {
                reservation.Status = ReservationStatus.LateCancelled;
                _repository.Update(reservation);
                return true;
            }

            _repository.Remove(reservation);
            return true;
        }

        private Table FindFreeTable(Guid restaurantId, DateTime slot, int partySize)
        {
            var booked = _repository
                .ForRestaurant(restaurantId)
                .Where(r => Overlaps(r.Slot, slot))
                .Select(r => r.TableId)
                .ToHashSet();

            return _layout
                .TablesFor(restaurantId)
                .Where(t => t.Seats >= partySize && !booked.Contains(t.Id))
                .OrderBy(t => t.Seats)
                .FirstOrDefault();
        }

        private static bool Overlaps(DateTime existing, DateTime requested)
        {
            return requested < existing + TableTurnTime && existing < requested + TableTurnTime;
        }
    }
}
