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

    public function find(int $id): ?User
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

    public function findActive(int $limit = 50): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE active = 1 ORDER BY last_login_at DESC LIMIT :limit');
        $stmt->bindValue('limit', $limit, PDO::PARAM_INT);
        $stmt->execute();

        return array_map([User::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function save(User $user): void
    {
        if ($user->id === null) {
            $stmt = $this->pdo->prepare('INSERT INTO users (email, name, active) VALUES (:email, :name, :active)');
            $stmt->execute(['email' => $user->email, 'name' => $user->name, 'active' => (int) $user->active]);
            $user->id = (int) $this->pdo->lastInsertId();

            return;
        }

        $stmt = $this->pdo->prepare('UPDATE users SET email = :email, name = :name, active = :active WHERE id = :id');
        $stmt->execute(['id' => $user->id, 'email' => $user->email, 'name' => $user->name, 'active' => (int) $user->active]);
    }

    public function delete(int $id): void
    {
        $stmt = $this->pdo->prepare('DELETE FROM users WHERE id = :id');
        $stmt->execute(['id' => $id]);
    }
}
