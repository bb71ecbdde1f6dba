// ... keep existing code

    public function findByStatus(string $status): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM orders WHERE status = :status');
        $stmt->execute(['status' => $status]);
        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function findByIds(array $ids): array
    {
        $marks = implode(',', array_fill(0, count($ids), '?'));
        $stmt = $this->pdo->prepare("SELECT * FROM orders WHERE id IN ($marks)");
        $stmt->execute(array_values($ids));
        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

// ... keep existing code
