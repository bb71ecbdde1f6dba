<?php

declare(strict_types=1);

namespace App\Services\Standby;

use App\Models\CrewMember;
use App\Models\StandbyCall;
use App\Notifications\StandbyCallNotification;
use App\Repositories\StandbyRepository;
use Carbon\CarbonImmutable;
use InvalidArgumentException;

final class StandbyCallService
{
    private const RANKS = ['CPT', 'FO', 'SCCM', 'CC'];
    private const MIN_CALLOUT_LEAD_MINUTES = 90;

    public function __construct(
        private readonly StandbyRepository $standby,
        private readonly DutyLimitChecker $limits,
    ) {
    }

    public function availableCrew(string $base, string $rank): array
    {
        $this->assertRank($rank);

        return array_values(array_filter(
            $this->standby->onStandby($base, $rank, CarbonImmutable::now('UTC')),
            fn (CrewMember $member): bool => $this->limits->canTakeDuty($member),
        ));
    }

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

    public function accept(StandbyCall $call, CrewMember $member): StandbyCall
    {
        if ($call->crew_member_id !== $member->id) {
            throw new InvalidArgumentException('Call-out belongs to another crew member.');
        }

        $call->status = StandbyCall::STATUS_ACCEPTED;
        $call->answered_at = CarbonImmutable::now('UTC');
        $this->standby->save($call);

        return $call;
    }

    public function decline(StandbyCall $call, CrewMember $member, string $reason): StandbyCall
    {
        if ($call->crew_member_id !== $member->id) {
            throw new InvalidArgumentException('Call-out belongs to another crew member.');
        }

        $call->status = StandbyCall::STATUS_DECLINED;
        $call->answered_at = CarbonImmutable::now('UTC');
        $call->decline_reason = $reason;
        $this->standby->save($call);

        return $call;
    }

    private function assertRank(string $rank): void
    {
        if (!in_array($rank, self::RANKS, true)) {
            throw new InvalidArgumentException("Unknown rank {$rank}.");
        }
    }
}
