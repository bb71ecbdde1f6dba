// ... keep existing code

    public function sendPasswordReset(User $user, string $token): void
    {
        $this->mailer->send('emails.password-reset', ['user' => $user, 'token' => $token], function ($message) use ($user) {
            $message->from($this->fromAddress)
                ->to($user->email, $user->name)
                ->subject('Reset your password');
        });

        Log::info('Password reset email sent', ['user_id' => $user->id]);
    }

// ... keep existing code
