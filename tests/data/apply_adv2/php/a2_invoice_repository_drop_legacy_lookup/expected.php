<?php

declare(strict_types=1);

namespace App\Billing\Repository;

use App\Billing\Entity\Invoice;
use App\Billing\Entity\InvoiceStatus;
use DateTimeImmutable;
use Doctrine\DBAL\Connection;

final class InvoiceRepository
{
    public function __construct(private readonly Connection $db)
    {
    }

    public function find(int $id): ?Invoice
    {
        $row = $this->db->fetchAssociative('SELECT * FROM invoices WHERE id = ?', [$id]);

        return $row === false ? null : Invoice::fromRow($row);
    }

    public function findByNumber(string $number): ?Invoice
    {
        $row = $this->db->fetchAssociative('SELECT * FROM invoices WHERE number = ?', [$number]);

        return $row === false ? null : Invoice::fromRow($row);
    }

    /**
     * @return list<Invoice>
     */
    public function findOverdue(DateTimeImmutable $asOf): array
    {
        $rows = $this->db->fetchAllAssociative(
            'SELECT * FROM invoices WHERE status = ? AND due_at < ? ORDER BY due_at',
            [InvoiceStatus::Open->value, $asOf->format('Y-m-d')]
        );

        return array_map([Invoice::class, 'fromRow'], $rows);
    }

    public function sumOpenForCustomer(int $customerId): int
    {
        return (int) $this->db->fetchOne(
            'SELECT COALESCE(SUM(total_cents), 0) FROM invoices WHERE customer_id = ? AND status = ?',
            [$customerId, InvoiceStatus::Open->value]
        );
    }

    public function markPaid(int $id, DateTimeImmutable $paidAt): void
    {
        $this->db->update(
            'invoices',
            ['status' => InvoiceStatus::Paid->value, 'paid_at' => $paidAt->format('Y-m-d H:i:s')],
            ['id' => $id]
        );
    }
}
