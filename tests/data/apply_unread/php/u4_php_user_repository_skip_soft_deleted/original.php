<?php

declare(strict_types=1);

namespace App\Repository;

use App\Entity\User;
use PDO;

final class UserRepository
{
    public function __construct(private PDO $pdo)
    {
    }

    public function findById(int $id): ?User
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row ? User::fromRow($row) : null;
    }

    public function findByEmail(string $email): ?User
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE email = :email');
        $stmt->execute(['email' => strtolower($email)]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row ? User::fromRow($row) : null;
    }

    /**
     * @return User[]
     */
    public function findActive(int $limit = 50, int $offset = 0): array
    {
        $stmt = $this->pdo->prepare(
            'SELECT * FROM users WHERE active = 1 ORDER BY created_at DESC LIMIT :limit OFFSET :offset'
        );
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->bindValue('offset', $offset, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([User::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function countActive(): int
    {
        return (int) $this->pdo
            ->query('SELECT COUNT(*) FROM users WHERE active = 1')
            ->fetchColumn();
    }

    public function save(User $user): void
    {
        if ($user->getId() === null) {
            $stmt = $this->pdo->prepare(
                'INSERT INTO users (email, name, active, created_at) VALUES (:email, :name, :active, NOW())'
            );
            $stmt->execute([
                'email' => $user->getEmail(),
                'name' => $user->getName(),
                'active' => (int) $user->isActive(),
            ]);
            $user->setId((int) $this->pdo->lastInsertId());

            return;
        }

        $stmt = $this->pdo->prepare(
            'UPDATE users SET email = :email, name = :name, active = :active WHERE id = :id'
        );
        $stmt->execute([
            'id' => $user->getId(),
            'email' => $user->getEmail(),
            'name' => $user->getName(),
            'active' => (int) $user->isActive(),
        ]);
    }

    public function softDelete(int $id): void
    {
        $stmt = $this->pdo->prepare('UPDATE users SET deleted_at = NOW(), active = 0 WHERE id = :id');
        $stmt->execute(['id' => $id]);
    }
}
