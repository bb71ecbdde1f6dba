// ... existing code ...
        $this->bookings->addToWaitlist($memberId, $sessionId, $position);

        return $position;
    }

    public function cancel(int $bookingId): void
    {
        $booking = $this->bookings->get($bookingId);
// ... existing code ...
