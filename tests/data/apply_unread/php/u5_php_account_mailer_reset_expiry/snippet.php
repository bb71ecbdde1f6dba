final class AccountMailer
{
    private const FROM_EMAIL = 'no-reply@example.com';
    private const FROM_NAME = 'Example Accounts';
    private const RESET_TTL_MINUTES = 30;

    // ...

    public function sendPasswordReset(User $user, string $token): void
    {
        $email = $this->baseEmail($user)
            ->subject('Reset your password')
            ->priority(TemplatedEmail::PRIORITY_HIGH)
            ->htmlTemplate('emails/password_reset.html.twig')
            ->context([
                'name' => $user->getDisplayName(),
                'reset_url' => $this->appUrl . '/reset-password/' . $token,
                'expires_in_minutes' => self::RESET_TTL_MINUTES,
            ]);

        $this->send($email, 'password_reset', $user);
    }

    # ... rest of the code ...
}
