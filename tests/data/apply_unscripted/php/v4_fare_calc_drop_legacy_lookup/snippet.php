    public function vehicleFare(Route $route, int $lengthCm): int
    {
        $extraCm = max(0, $lengthCm - self::STANDARD_CAR_LENGTH_CM);

        return $route->car_fare + (int) ceil($extraCm / 100) * $route->per_metre_fare;
    }

    // removed legacyFareLookup() - the call centre now quotes from the booking API

    /**
     * Refund due in pence if the ticket is cancelled at $when.
     */
    public function refundAmount(Ticket $ticket, CarbonInterface $when): int
    {
        // ... existing code ...
    }
}
