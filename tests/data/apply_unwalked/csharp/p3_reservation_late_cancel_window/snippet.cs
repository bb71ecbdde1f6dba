// ... existing code ...

namespace Harbor.Dining.Reservations
{
    public class ReservationService
    {
        private const int MaxPartySize = 12;
        private static readonly TimeSpan TableTurnTime = TimeSpan.FromMinutes(90);
        private static readonly TimeSpan LateCancelWindow = TimeSpan.FromHours(2);

        // ... existing code ...

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

        // ... existing code ...
    }
}
