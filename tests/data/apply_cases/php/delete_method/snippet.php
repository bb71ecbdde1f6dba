    // ... existing code ...

    public function find(int $id): ?Order
    {
        $stmt = $this->pdo->prepare('SELECT * FROM orders WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        return $row ? Order::fromRow($row) : null;
    }

    public function findByStatus(string $status): array
    {
        // ... existing code ...
    }

    // ... existing code ...
