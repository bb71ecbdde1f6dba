final class InvoiceRepository
{
    // ... existing methods ...

    /**
     * @return list<Invoice>
     */
    public function findOverdue(\DateTimeImmutable $asOf, int $limit = 100): array
    {
        $rows = $this->connection->fetchAllAssociative(
            'SELECT * FROM ' . self::TABLE . '
              WHERE status = :status
                AND due_at < :asOf
              ORDER BY due_at ASC
              LIMIT :limit',
            ['status' => InvoiceStatus::Open->value, 'asOf' => $asOf->format('Y-m-d H:i:s'), 'limit' => $limit],
            ['limit' => ParameterType::INTEGER],
        );

        return array_map([$this->hydrator, 'hydrate'], $rows);
    }
}
