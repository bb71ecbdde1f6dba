    // ... existing code ...

    public function findByUsername(string $username): ?User
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE username = :username LIMIT 1');
        $stmt->execute(['username' => $username]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row ? User::fromRow($row) : null;
    }

    public function findByApiToken(string $token): ?User
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE api_token_hash = :hash LIMIT 1');
        $stmt->execute(['hash' => hash('sha256', $token)]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row ? User::fromRow($row) : null;
    }

    // ... existing code ...
