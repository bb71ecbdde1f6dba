<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\User;
use PDO;

final class UserRepository
{
    private const COLUMNS = 'id, username, email, display_name, created_at, disabled_at';

    public function __construct(private PDO $db)
    {
    }

    public function findById(int $id): ?User
    {
        $stmt = $this->db->prepare('SELECT ' . self::COLUMNS . ' FROM users WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : User::fromRow($row);
    }

    public function findByUsername(string $username): ?User
    {
        $stmt = $this->db->prepare('SELECT ' . self::COLUMNS . ' FROM users WHERE username = :username');
        $stmt->execute(['username' => $username]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : User::fromRow($row);
    }

    /**
     * @return list<User>
     */
    public function findActive(int $limit = 100): array
    {
        $stmt = $this->db->prepare(
            'SELECT ' . self::COLUMNS . ' FROM users WHERE disabled_at IS NULL ORDER BY id LIMIT :limit'
        );
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return array_map(
            static fn (array $row): User => User::fromRow($row),
            $stmt->fetchAll(PDO::FETCH_ASSOC)
        );
    }

    public function disable(int $id): void
    {
        $stmt = $this->db->prepare('UPDATE users SET disabled_at = NOW() WHERE id = :id');
        $stmt->execute(['id' => $id]);
    }
}
