    // ... existing code ...

    public function sendPasswordReset(User $user, string $token, ?string $locale = null): void
    {
        // ... reset URL built as before ...

        $this->send(
            $user->email,
            'emails.password_reset',
            ['user' => $user, 'url' => $url, 'expires' => self::RESET_TTL_MINUTES],
            $this->translator->get('mail.reset.subject', [], $locale ?? $user->locale),
        );
    }

    // ... existing code ...
