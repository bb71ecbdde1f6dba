<?php

declare(strict_types=1);

namespace App\Services\Routing;

use App\Models\Depot;
use App\Models\RoutePlan;
use App\Models\Stop;
use App\Models\Vehicle;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

final class RoutePlanService
{
    private const MAX_STOPS_PER_ROUTE = 120;
    private const DEFAULT_STOP_MINUTES = 4;

    public function __construct(
        private readonly DistanceMatrixClient $distances,
        private readonly DriverAvailability $availability,
    ) {
    }

    public function createPlan(Depot $depot, Vehicle $vehicle, CarbonImmutable $date, Collection $stops): RoutePlan
    {
        if ($stops->count() > self::MAX_STOPS_PER_ROUTE) {
            throw new RoutePlanException("Too many stops for one route: {$stops->count()}");
        }

        return DB::transaction(function () use ($depot, $vehicle, $date, $stops) {
            $plan = RoutePlan::create([
                'depot_id' => $depot->id,
                'vehicle_id' => $vehicle->id,
                'service_date' => $date->toDateString(),
                'status' => RoutePlan::STATUS_DRAFT,
            ]);

            $stops->values()->each(function (Stop $stop, int $index) use ($plan) {
                $plan->stops()->attach($stop->id, ['sequence' => $index + 1]);
            });

            return $plan;
        });
    }

    public function estimateDuration(RoutePlan $plan): int
    {
        $stops = $plan->stops()->orderBy('sequence')->get();
        $minutes = 0;
        $previous = $plan->depot->location;

        foreach ($stops as $stop) {
            $minutes += $this->distances->minutesBetween($previous, $stop->location);
            // Per-stop service time from the customer profile, e.g. loading docks vs. front doors
            $minutes += $stop->service_minutes ?? self::DEFAULT_STOP_MINUTES;
            $previous = $stop->location;
        }

        if ($plan->returns_to_depot) {
            $minutes += $this->distances->minutesBetween($previous, $plan->depot->location);
        }

        return $minutes;
    }

    public function assignDriver(RoutePlan $plan, int $driverId): void
    {
        $needed = $this->estimateDuration($plan);
        $available = $this->availability->drivingMinutesLeft($driverId, $plan->service_date);

        if ($available < $needed) {
            throw new RoutePlanException("Driver {$driverId} has {$available} min left, route needs {$needed} min");
        }

        $plan->update([
            'driver_id' => $driverId,
            'status' => RoutePlan::STATUS_ASSIGNED,
        ]);
    }

    public function publish(RoutePlan $plan): void
    {
        if ($plan->driver_id === null) {
            throw new RoutePlanException('Cannot publish a route without a driver');
        }

        $plan->update([
            'status' => RoutePlan::STATUS_PUBLISHED,
            'published_at' => CarbonImmutable::now(),
        ]);
    }
}
