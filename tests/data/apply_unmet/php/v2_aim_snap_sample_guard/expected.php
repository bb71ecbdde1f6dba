<?php

declare(strict_types=1);

namespace Skyrift\AntiCheat\Detectors;

use Skyrift\AntiCheat\Flag;
use Skyrift\AntiCheat\MatchTelemetry;
use Skyrift\AntiCheat\Severity;

/**
 * Flags players whose per-match combat stats are outside what humans produce.
 * Thresholds were tuned against the season 5 pro-player telemetry set.
 */
final class CombatStatsDetector
{
    private const HEADSHOT_RATIO_LIMIT = 0.65;
    private const SNAP_DEGREES_LIMIT = 120.0;
    private const FIRE_RATE_LIMIT = 14.0;

    /**
     * @return list<Flag>
     */
    public function inspect(MatchTelemetry $t): array
    {
        $flags = [
            $this->checkHeadshotRatio($t),
            $this->checkAimSnap($t),
            $this->checkFireRate($t),
        ];

        return array_values(array_filter($flags));
    }

    private function checkHeadshotRatio(MatchTelemetry $t): ?Flag
    {
        if ($t->shotsFired() < 25) {
            return null;
        }

        $value = $t->headshots() / max($t->shotsHit(), 1);
        if ($value <= self::HEADSHOT_RATIO_LIMIT) {
            return null;
        }

        return new Flag('headshot_ratio', $value, self::HEADSHOT_RATIO_LIMIT, Severity::High);
    }

    private function checkAimSnap(MatchTelemetry $t): ?Flag
    {
        if ($t->shotsHit() < 40) {
            return null;
        }

        $value = $t->maxSnapDegreesBeforeHit();
        if ($value <= self::SNAP_DEGREES_LIMIT) {
            return null;
        }

        return new Flag('aim_snap', $value, self::SNAP_DEGREES_LIMIT, Severity::High);
    }

    private function checkFireRate(MatchTelemetry $t): ?Flag
    {
        if ($t->shotsFired() < 25) {
            return null;
        }

        $value = $t->maxShotsPerSecond();
        if ($value <= self::FIRE_RATE_LIMIT) {
            return null;
        }

        return new Flag('fire_rate', $value, self::FIRE_RATE_LIMIT, Severity::Medium);
    }
}
