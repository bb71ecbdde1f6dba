<?php

// ... keep existing code

final class UserRepository
{
    // ... keep existing code

    public function findByUsername(string $username): ?User
    {
        // ... keep existing code
    }

    public function findByEmail(string $email): ?User
    {
        $stmt = $this->db->prepare('SELECT ' . self::COLUMNS . ' FROM users WHERE LOWER(email) = LOWER(:email)');
        $stmt->execute(['email' => trim($email)]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);

        return $row === false ? null : User::fromRow($row);
    }

    // ... keep existing code
}
