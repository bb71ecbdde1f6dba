<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\User;
use Doctrine\DBAL\Connection;

final class UserRepository
{
    public function __construct(private readonly Connection $connection)
    {
    }

    public function find(int $id): ?User
    {
        $row = $this->connection->fetchAssociative(
            'SELECT * FROM users WHERE id = :id',
            ['id' => $id]
        );

        return $row === false ? null : User::fromRow($row);
    }

    public function findByEmail(string $email): ?User
    {
        $row = $this->connection->fetchAssociative(
            'SELECT * FROM users WHERE LOWER(email) = LOWER(:email)',
            ['email' => $email]
        );

        return $row === false ? null : User::fromRow($row);
    }

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

    /**
     * @return list<User>
     */
    public function findInactiveSince(\DateTimeImmutable $since): array
    {
        $rows = $this->connection->fetchAllAssociative(
            'SELECT * FROM users WHERE last_login_at < :since AND deactivated_at IS NULL',
            ['since' => $since->format('Y-m-d H:i:s')]
        );

        return array_map(static fn (array $row): User => User::fromRow($row), $rows);
    }

    public function deactivate(int $id): void
    {
        $this->connection->update(
            'users',
            ['deactivated_at' => (new \DateTimeImmutable())->format('Y-m-d H:i:s')],
            ['id' => $id]
        );
    }
}
