<?php

declare(strict_types=1);

namespace App\Services;

use App\Models\Route;
use App\Models\Sailing;
use App\Models\Ticket;
use Carbon\CarbonInterface;

final class FareCalculator
{
    private const STANDARD_CAR_LENGTH_CM = 500;

    /**
     * Total price in pence for a booking request.
     *
     * @param array{adults: int, children?: int, vehicle?: array{length_cm: int, height_cm: int}|null} $booking
     */
    public function quote(Sailing $sailing, array $booking): int
    {
        $route = $sailing->route;
        $price = $this->passengerFare($route, $booking['adults'], $booking['children'] ?? 0);

        if (! empty($booking['vehicle'])) {
            $price += $this->vehicleFare($route, $booking['vehicle']['length_cm']);
        }

        return $sailing->is_peak ? (int) round($price * $route->peak_multiplier) : $price;
    }

    public function passengerFare(Route $route, int $adults, int $children): int
    {
        return $adults * $route->adult_fare + $children * $route->child_fare;
    }

    public function vehicleFare(Route $route, int $lengthCm): int
    {
        $extraCm = max(0, $lengthCm - self::STANDARD_CAR_LENGTH_CM);

        return $route->car_fare + (int) ceil($extraCm / 100) * $route->per_metre_fare;
    }

    /**
     * Refund due in pence if the ticket is cancelled at $when.
     */
    public function refundAmount(Ticket $ticket, CarbonInterface $when): int
    {
        $hoursBefore = $when->diffInHours($ticket->sailing->departs_at, false);

        if ($hoursBefore >= 24) {
            return $ticket->price;
        }
        if ($hoursBefore >= 2) {
            return intdiv($ticket->price, 2);
        }

        return 0;
    }
}
