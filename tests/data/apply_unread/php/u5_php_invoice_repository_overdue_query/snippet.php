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
