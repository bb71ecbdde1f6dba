<?php

declare(strict_types=1);

namespace Billing\Infrastructure\Persistence;

use Billing\Domain\Invoice;
use Billing\Domain\InvoiceId;
use Billing\Domain\InvoiceStatus;
use Billing\Domain\CustomerId;
use Billing\Domain\Exception\InvoiceNotFound;
use Doctrine\DBAL\Connection;
use Doctrine\DBAL\ParameterType;

final class InvoiceRepository
{
    private const TABLE = 'billing_invoices';

    public function __construct(
        private readonly Connection $connection,
        private readonly InvoiceHydrator $hydrator,
    ) {
    }

    public function get(InvoiceId $id): Invoice
    {
        $row = $this->connection->fetchAssociative(
            'SELECT * FROM ' . self::TABLE . ' WHERE id = :id',
            ['id' => $id->toString()],
        );

        if ($row === false) {
            throw InvoiceNotFound::withId($id);
        }

        return $this->hydrator->hydrate($row);
    }

    public function findByNumber(string $number): ?Invoice
    {
        $row = $this->connection->fetchAssociative(
            'SELECT * FROM ' . self::TABLE . ' WHERE number = :number',
            ['number' => $number],
        );

        return $row === false ? null : $this->hydrator->hydrate($row);
    }

    /**
     * @return list<Invoice>
     */
    public function findByCustomer(CustomerId $customerId, int $limit = 50, int $offset = 0): array
    {
        $rows = $this->connection->fetchAllAssociative(
            'SELECT * FROM ' . self::TABLE . '
              WHERE customer_id = :customer
              ORDER BY issued_at DESC
              LIMIT :limit OFFSET :offset',
            ['customer' => $customerId->toString(), 'limit' => $limit, 'offset' => $offset],
            ['limit' => ParameterType::INTEGER, 'offset' => ParameterType::INTEGER],
        );

        return array_map([$this->hydrator, 'hydrate'], $rows);
    }

    /**
     * @return list<Invoice>
     */
    public function findByStatus(InvoiceStatus $status, int $limit = 100): array
    {
        $rows = $this->connection->fetchAllAssociative(
            'SELECT * FROM ' . self::TABLE . '
              WHERE status = :status
              ORDER BY issued_at ASC
              LIMIT :limit',
            ['status' => $status->value, 'limit' => $limit],
            ['limit' => ParameterType::INTEGER],
        );

        return array_map([$this->hydrator, 'hydrate'], $rows);
    }

    public function countByStatus(InvoiceStatus $status): int
    {
        return (int) $this->connection->fetchOne(
            'SELECT COUNT(*) FROM ' . self::TABLE . ' WHERE status = :status',
            ['status' => $status->value],
        );
    }

    public function nextNumber(\DateTimeImmutable $issuedAt): string
    {
        $prefix = $issuedAt->format('Y');
        $last = $this->connection->fetchOne(
            'SELECT MAX(number) FROM ' . self::TABLE . ' WHERE number LIKE :prefix',
            ['prefix' => $prefix . '-%'],
        );

        $sequence = $last === null ? 1 : ((int) substr((string) $last, 5)) + 1;

        return sprintf('%s-%06d', $prefix, $sequence);
    }

    public function save(Invoice $invoice): void
    {
        $data = $this->hydrator->extract($invoice);

        $this->connection->transactional(function (Connection $connection) use ($invoice, $data): void {
            $exists = (bool) $connection->fetchOne(
                'SELECT 1 FROM ' . self::TABLE . ' WHERE id = :id',
                ['id' => $invoice->id()->toString()],
            );

            if ($exists) {
                $connection->update(self::TABLE, $data, ['id' => $invoice->id()->toString()]);
            } else {
                $connection->insert(self::TABLE, $data);
            }

            $connection->delete('billing_invoice_lines', ['invoice_id' => $invoice->id()->toString()]);

            foreach ($invoice->lines() as $position => $line) {
                $connection->insert('billing_invoice_lines', [
                    'invoice_id' => $invoice->id()->toString(),
                    'position' => $position,
                    'description' => $line->description(),
                    'quantity' => $line->quantity(),
                    'unit_price_cents' => $line->unitPrice()->cents(),
                    'tax_rate' => $line->taxRate()->toString(),
                ]);
            }
        });
    }

    public function markPaid(InvoiceId $id, \DateTimeImmutable $paidAt): void
    {
        $affected = $this->connection->update(
            self::TABLE,
            ['status' => InvoiceStatus::Paid->value, 'paid_at' => $paidAt->format('Y-m-d H:i:s')],
            ['id' => $id->toString()],
        );

        if ($affected === 0) {
            throw InvoiceNotFound::withId($id);
        }
    }

    public function remove(InvoiceId $id): void
    {
        $this->connection->transactional(function (Connection $connection) use ($id): void {
            $connection->delete('billing_invoice_lines', ['invoice_id' => $id->toString()]);
            $connection->delete(self::TABLE, ['id' => $id->toString()]);
        });
    }
}
