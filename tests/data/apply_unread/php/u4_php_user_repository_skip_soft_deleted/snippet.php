// ...

    public function findActive(int $limit = 50, int $offset = 0): array
    {
        $stmt = $this->pdo->prepare(
            'SELECT * FROM users WHERE active = 1 AND deleted_at IS NULL ORDER BY created_at DESC LIMIT :limit OFFSET :offset'
        );
        // ...
    }

    public function countActive(): int
    {
        return (int) $this->pdo
            ->query('SELECT COUNT(*) FROM users WHERE active = 1 AND deleted_at IS NULL')
            ->fetchColumn();
    }

    // ... (rest unchanged) ...
