<?php

declare(strict_types=1);

namespace Northbank\Kyc\Repository;

use DateTimeImmutable;
use Northbank\Kyc\Model\KycCase;
use PDO;

final class KycCaseRepository
{
    private const COLUMNS = 'id, customer_id, branch_code, status, risk_rating, opened_at, document_expires_at';

    public function __construct(private PDO $db)
    {
    }

    public function find(int $id): ?KycCase
    {
        $stmt = $this->db->prepare('SELECT ' . self::COLUMNS . ' FROM kyc_cases WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : KycCase::fromRow($row);
    }

    /**
     * @return KycCase[]
     */
    public function findPendingByBranch(string $branchCode): array
    {
        $stmt = $this->db->prepare(
            'SELECT ' . self::COLUMNS . ' FROM kyc_cases
             WHERE status = :status AND branch_code = :branch
             ORDER BY opened_at ASC'
        );
        $stmt->execute(['status' => KycCase::STATUS_PENDING, 'branch' => $branchCode]);

        return array_map([KycCase::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /**
     * @return KycCase[]
     */
    public function findWithDocumentsExpiringBefore(DateTimeImmutable $cutoff): array
    {
        $stmt = $this->db->prepare(
            'SELECT ' . self::COLUMNS . ' FROM kyc_cases
             WHERE status = :status AND document_expires_at < :cutoff
             ORDER BY document_expires_at ASC'
        );
        $stmt->execute(['status' => KycCase::STATUS_APPROVED, 'cutoff' => $cutoff->format('Y-m-d')]);

        return array_map([KycCase::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function updateStatus(int $id, string $status, string $reviewer): void
    {
        $stmt = $this->db->prepare(
            'UPDATE kyc_cases SET status = :status, reviewed_by = :reviewer, reviewed_at = NOW() WHERE id = :id'
        );
        $stmt->execute(['id' => $id, 'status' => $status, 'reviewer' => $reviewer]);
    }
}
