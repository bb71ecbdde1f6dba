    // ... existing code ...

    public function findByHall(string $hall): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM exhibits WHERE hall = :hall ORDER BY title');
        $stmt->execute(['hall' => $hall]);

        return array_map([$this, 'hydrate'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function findOnLoan(): array
    {
        $stmt = $this->pdo->prepare("SELECT * FROM exhibits WHERE loan_status = 'out' ORDER BY title");
        // ... existing code ...
