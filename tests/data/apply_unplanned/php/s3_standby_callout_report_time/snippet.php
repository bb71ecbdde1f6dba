    // ...

    public function callOut(string $base, string $rank, string $pairingId, CarbonImmutable $reportTime): StandbyCall
    {
        $this->assertRank($rank);

        $now = CarbonImmutable::now('UTC');
        if ($now->diffInMinutes($reportTime, false) < self::MIN_CALLOUT_LEAD_MINUTES) {
            throw new InvalidArgumentException('Report time is too close for a standby call-out.');
        }

        $candidates = $this->availableCrew($base, $rank);

        if ($candidates === []) {
            throw new NoStandbyAvailableException($base, $rank);
        }

        $member = $candidates[0];
        $call = $this->standby->createCall($member, $pairingId, $reportTime);
        $member->notify(new StandbyCallNotification($call));

        return $call;
    }

    // ...
