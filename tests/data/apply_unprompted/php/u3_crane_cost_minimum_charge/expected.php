<?php

declare(strict_types=1);

namespace App\Services\Cranes;

use App\Models\Crane;
use App\Models\CraneBooking;
use Carbon\CarbonInterval;

/**
 * Estimates what a crane booking will cost the maintenance budget, so planners can
 * compare a mobile crane against a crawler crane before confirming a booking.
 */
final class CraneCostEstimator
{
    /** Hire companies charge at least half a day, even for a short lift. */
    public const MINIMUM_CHARGE_EUR = 4500.0;

    /** Surcharge per hour when a lift is postponed for wind and the crane stands by. */
    public const STANDBY_RATE_FACTOR = 0.6;

    public function mobilisationCost(Crane $crane, float $distanceKm): float
    {
        $trucks = $crane->type === 'crawler' ? $crane->transport_trucks : 1;
        $transport = $trucks * $distanceKm * $crane->transport_rate_per_km;

        return round($transport + $crane->rigging_fee, 2);
    }

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

    public function standbyCost(CraneBooking $booking, float $windHoldHours): float
    {
        $crane = $booking->crane;

        $total = $windHoldHours * $crane->hourly_rate * self::STANDBY_RATE_FACTOR;

        return round($total, 2);
    }

    public function totalCost(CraneBooking $booking, float $distanceKm, float $windHoldHours = 0.0): float
    {
        return round(
            $this->mobilisationCost($booking->crane, $distanceKm)
            + $this->hireCost($booking)
            + $this->standbyCost($booking, $windHoldHours),
            2,
        );
    }
}
