// ... keep existing code

    public function resetPassword(string $token, string $plainPassword): User
    {
        $user = $this->users->findOneByResetToken($token);
        if ($user === null || $user->getResetTokenExpiresAt() < new \DateTimeImmutable()) {
            throw new \DomainException('This reset link is invalid or has expired.');
        }

        $user->setPassword($this->hasher->hashPassword($user, $plainPassword));
        $user->setResetToken(null);
        $user->setResetTokenExpiresAt(null);
        $user->invalidateSessions();
        $this->users->save($user, flush: true);

        $this->logger->notice('Password reset completed', ['user' => $user->getId()]);

        return $user;
    }

// ... keep existing code
