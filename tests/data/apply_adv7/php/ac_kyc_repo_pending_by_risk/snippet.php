    // ... existing code ...

    /**
     * @return KycCase[]
     */
    public function findPendingByBranch(string $branchCode): array
    {
        // ... existing code ...

        return array_map([KycCase::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /**
     * High-risk cases jump the queue, so order by risk first and age second.
     *
     * @return KycCase[]
     */
    public function findPendingByRiskRating(string ...$ratings): array
    {
        if ($ratings === []) {
            return [];
        }
        $placeholders = implode(', ', array_fill(0, count($ratings), '?'));
        $stmt = $this->db->prepare(
            'SELECT ' . self::COLUMNS . " FROM kyc_cases
             WHERE status = ? AND risk_rating IN ($placeholders)
             ORDER BY FIELD(risk_rating, 'high', 'medium', 'low'), opened_at ASC"
        );
        $stmt->execute([KycCase::STATUS_PENDING, ...$ratings]);

        return array_map([KycCase::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    // ... existing code ...
