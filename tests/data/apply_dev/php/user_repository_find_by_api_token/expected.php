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
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE id = :id LIMIT 1');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row ? User::fromRow($row) : null;
    }

    public function findByEmail(string $email): ?User
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE email = :email LIMIT 1');
        $stmt->execute(['email' => strtolower($email)]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row ? User::fromRow($row) : null;
    }

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

    /**
     * @return User[]
     */
    public function findActiveSince(\DateTimeInterface $since): array
    {
        $stmt = $this->pdo->prepare('SELECT * FROM users WHERE last_login_at >= :since ORDER BY last_login_at DESC');
        $stmt->execute(['since' => $since->format('Y-m-d H:i:s')]);

        return array_map([User::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function save(User $user): void
    {
        $stmt = $this->pdo->prepare(
            'INSERT INTO users (id, email, username, password_hash) VALUES (:id, :email, :username, :hash)
             ON DUPLICATE KEY UPDATE email = VALUES(email), username = VALUES(username), password_hash = VALUES(password_hash)'
        );
        $stmt->execute([
            'id' => $user->getId(),
            'email' => $user->getEmail(),
            'username' => $user->getUsername(),
            'hash' => $user->getPasswordHash(),
        ]);
    }
}
