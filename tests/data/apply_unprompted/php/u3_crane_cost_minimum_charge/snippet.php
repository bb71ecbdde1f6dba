    public function hireCost(CraneBooking $booking): float
    {
        $hours = CarbonInterval::instance($booking->starts_at->diff($booking->ends_at))->totalHours;
        $crane = $booking->crane;

        $total = $hours * $crane->hourly_rate;
        if ($booking->weekend) {
            $total *= 1.25;
        }

        return round(max($total, self::MINIMUM_CHARGE_EUR), 2);
    }

    // ... existing code ...
