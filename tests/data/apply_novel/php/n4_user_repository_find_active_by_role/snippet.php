// ... existing code ...

    /**
     * @return list<User>
     */
    public function findActiveByRole(string $role, ?int $teamId = null, int $limit = 100): array
    {
        $sql = 'SELECT * FROM users WHERE role = :role AND deactivated_at IS NULL';
        $params = ['role' => $role];
        $types = [];

        if ($teamId !== null) {
            $sql .= ' AND team_id = :team_id';
            $params['team_id'] = $teamId;
        }

        $sql .= ' ORDER BY last_name, first_name LIMIT :limit';
        $params['limit'] = $limit;
        $types['limit'] = \PDO::PARAM_INT;

        $rows = $this->connection->fetchAllAssociative($sql, $params, $types);

        return array_map(static fn (array $row): User => User::fromRow($row), $rows);
    }

// ... existing code ...
