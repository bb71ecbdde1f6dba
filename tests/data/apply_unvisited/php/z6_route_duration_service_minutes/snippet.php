// ... existing code ...

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

// ... existing code ...
