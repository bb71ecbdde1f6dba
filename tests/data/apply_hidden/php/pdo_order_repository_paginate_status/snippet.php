    // ...

    /**
     * @return Order[]
     */
    public function paginate(int $page, int $perPage = 20, ?string $status = null): array
    {
        $offset = max(0, $page - 1) * $perPage;
        $where = $status !== null ? 'WHERE status = :status ' : '';
        $stmt = $this->pdo->prepare(
            'SELECT * FROM orders ' . $where . 'ORDER BY created_at DESC LIMIT :limit OFFSET :offset'
        );
        if ($status !== null) {
            $stmt->bindValue('status', $status);
        }
        $stmt->bindValue('limit', $perPage, PDO::PARAM_INT);
        $stmt->bindValue('offset', $offset, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([Order::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    // ...
