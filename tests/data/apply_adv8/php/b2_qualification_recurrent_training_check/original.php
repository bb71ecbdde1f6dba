<?php

declare(strict_types=1);

namespace Skyline\Crew\Qualification;

use Carbon\CarbonImmutable;
use Skyline\Crew\Model\CrewMember;
use Skyline\Crew\Model\Pairing;

/**
 * Decides whether a crew member holds every qualification a pairing needs
 * on the day it operates. Returns human-readable reasons for the rostering UI.
 */
final class QualificationChecker
{
    public function evaluate(CrewMember $crew, Pairing $pairing): array
    {
        $checks = [
            $this->checkTypeRating($crew, $pairing),
            $this->checkLineCheck($crew, $pairing),
            $this->checkMedical($crew, $pairing),
        ];

        return array_values(array_filter($checks));
    }

    private function checkTypeRating(CrewMember $crew, Pairing $pairing): ?string
    {
        foreach ($pairing->aircraftTypes() as $type) {
            if (!$crew->hasTypeRating($type)) {
                return sprintf('No type rating for %s', $type);
            }
        }

        return null;
    }

    private function checkLineCheck(CrewMember $crew, Pairing $pairing): ?string
    {
        $expiry = $crew->lineCheckValidUntil();
        if ($expiry === null || $expiry->lt($pairing->lastDutyDate())) {
            return sprintf('Line check expires %s', $expiry?->toDateString() ?? 'never recorded');
        }

        return null;
    }

    private function checkMedical(CrewMember $crew, Pairing $pairing): ?string
    {
        $expiry = $crew->medicalValidUntil();
        if ($expiry === null || $expiry->lt($pairing->lastDutyDate())) {
            return sprintf('Medical expires %s', $expiry?->toDateString() ?? 'never recorded');
        }

        return null;
    }

    private function daysUntil(CarbonImmutable $from, CarbonImmutable $to): int
    {
        return (int) $from->diffInDays($to, false);
    }
}
