<?php

namespace App\Notifications;

use App\Models\User;
use Illuminate\Contracts\Mail\Mailer;
use Illuminate\Support\Facades\Log;

class AccountMailer
{
    private string $fromAddress;

    public function __construct(private Mailer $mailer, array $config)
    {
        $this->fromAddress = $config['from'] ?? 'no-reply@example.com';
    }

    public function sendWelcome(User $user): void
    {
        $this->mailer->send('emails.welcome', ['user' => $user], function ($message) use ($user) {
            $message->from($this->fromAddress)
                ->to($user->email, $user->name)
                ->subject('Welcome aboard!');
        });
    }

    public function sendPasswordReset(User $user, string $token): void
    {
        $this->mailer->send('emails.password-reset', ['user' => $user, 'token' => $token], function ($message) use ($user) {
            $message->from($this->fromAddress)
                ->to($user->email, $user->name)
                ->subject('Reset your password');
        });
    }

    public function sendEmailChanged(User $user, string $oldEmail): void
    {
        $this->mailer->send('emails.email-changed', ['user' => $user], function ($message) use ($oldEmail) {
            $message->from($this->fromAddress)
                ->to($oldEmail)
                ->subject('Your email address was changed');
        });
    }

    public function sendAccountClosed(User $user): void
    {
        $this->mailer->send('emails.account-closed', ['user' => $user], function ($message) use ($user) {
            $message->from($this->fromAddress)
                ->to($user->email, $user->name)
                ->subject('Your account has been closed');
        });
    }
}
