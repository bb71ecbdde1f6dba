    // ... find() unchanged ...

    public function findByEmail(string $email): ?User
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE email = :email');
        $stmt->execute(['email' => strtolower($email)]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row ? User::fromRow($row) : null;
    }

    public function findActive(int $limit = 50): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE active = 1 ORDER BY last_login_at DESC LIMIT :limit');
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([User::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    // ... save() and delete() unchanged ...
