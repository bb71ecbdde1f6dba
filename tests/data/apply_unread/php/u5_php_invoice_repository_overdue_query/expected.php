<?php

declare(strict_types=1);

namespace App\Billing\Repository;

use App\Billing\Entity\Invoice;
use App\Billing\Entity\InvoiceStatus;
use DateTimeImmutable;
use PDO;

final class InvoiceRepository
{
    public function __construct(private readonly PDO $db)
    {
    }

    public function find(int $id): ?Invoice
    {
        $stmt = $this->db->prepare('SELECT * FROM invoices WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : Invoice::fromRow($row);
    }

    /**
     * @return list<Invoice>
     */
    public function findByCustomer(int $customerId, int $limit = 50): array
    {
        $stmt = $this->db->prepare(
            'SELECT * FROM invoices WHERE customer_id = :customer ORDER BY issued_at DESC LIMIT :limit'
        );
        $stmt->bindValue('customer', $customerId, PDO::PARAM_INT);
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([Invoice::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /**
     * @param int $graceDays invoices due within the grace period are not yet overdue
     * @return list<Invoice>
     */
    public function findOverdue(DateTimeImmutable $asOf, int $graceDays = 0, int $limit = 500): array
    {
        $cutoff = $asOf->modify(sprintf('-%d days', $graceDays));

        $stmt = $this->db->prepare(
            'SELECT * FROM invoices
             WHERE status IN (:open, :partial) AND due_at < :cutoff
             ORDER BY due_at, id
             LIMIT :limit'
        );
        $stmt->bindValue('open', InvoiceStatus::Open->value);
        $stmt->bindValue('partial', InvoiceStatus::PartiallyPaid->value);
        $stmt->bindValue('cutoff', $cutoff->format('Y-m-d'));
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([Invoice::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function save(Invoice $invoice): void
    {
        $stmt = $this->db->prepare(
            'UPDATE invoices SET status = :status, paid_at = :paid_at, total_cents = :total WHERE id = :id'
        );
        $stmt->execute([
            'id' => $invoice->id,
            'status' => $invoice->status->value,
            'paid_at' => $invoice->paidAt?->format('Y-m-d H:i:s'),
            'total' => $invoice->totalCents,
        ]);
    }

    public function markPaid(int $id, DateTimeImmutable $paidAt): bool
    {
        $stmt = $this->db->prepare(
            'UPDATE invoices SET status = :status, paid_at = :paid_at WHERE id = :id AND status = :open'
        );
        $stmt->execute([
            'id' => $id,
            'status' => InvoiceStatus::Paid->value,
            'paid_at' => $paidAt->format('Y-m-d H:i:s'),
            'open' => InvoiceStatus::Open->value,
        ]);

        return $stmt->rowCount() === 1;
    }
}
