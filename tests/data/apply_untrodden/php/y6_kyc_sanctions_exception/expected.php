<?php

declare(strict_types=1);

namespace App\Kyc;

use App\Kyc\Dto\CustomerProfile;
use App\Kyc\Dto\KycResult;
use App\Kyc\Exception\SanctionsMatchException;
use App\Kyc\Provider\DocumentVerifier;
use App\Kyc\Provider\SanctionsScreeningClient;
use DateTimeImmutable;

/**
 * Runs the onboarding KYC checks for a retail customer before an account is opened.
 */
final class KycCheckService
{
    private const MIN_AGE_YEARS = 18;
    private const MAX_DOCUMENT_AGE_DAYS = 90;
    private const MIN_DOCUMENT_SCORE = 0.7;
    private const SANCTIONS_MATCH_CONFIDENCE = 0.85;

    public function __construct(
        private readonly DocumentVerifier $documentVerifier,
        private readonly SanctionsScreeningClient $sanctionsClient,
    ) {
    }

    public function run(CustomerProfile $profile, DateTimeImmutable $now): KycResult
    {
        $this->assertAdult($profile, $now);
        $this->assertDocumentFresh($profile, $now);

        $documentScore = $this->documentVerifier->score($profile->documentId);
        if ($documentScore < self::MIN_DOCUMENT_SCORE) {
            return KycResult::referred($profile->customerId, 'document_score_low');
        }

        $this->screenSanctions($profile);

        return KycResult::passed($profile->customerId, $documentScore);
    }

    private function assertAdult(CustomerProfile $profile, DateTimeImmutable $now): void
    {
        $age = $profile->dateOfBirth->diff($now)->y;
        if ($age < self::MIN_AGE_YEARS) {
            throw new \RuntimeException(sprintf('Customer %s is under age', $profile->customerId));
        }
    }

    private function assertDocumentFresh(CustomerProfile $profile, DateTimeImmutable $now): void
    {
        $days = (int) $profile->documentIssuedAt->diff($now)->days;
        if ($days > self::MAX_DOCUMENT_AGE_DAYS) {
            throw new \RuntimeException(sprintf('Document for %s is %d days old', $profile->customerId, $days));
        }
    }

    private function screenSanctions(CustomerProfile $profile): void
    {
        $hits = $this->sanctionsClient->search($profile->fullName, $profile->dateOfBirth);
        foreach ($hits as $hit) {
            if ($hit->confidence >= self::SANCTIONS_MATCH_CONFIDENCE) {
                throw new SanctionsMatchException($profile->customerId, $hit->listName, $hit->confidence);
            }
        }
    }
}
