<?php

declare(strict_types=1);

namespace App\Mail;

use App\Models\User;
use Illuminate\Contracts\Mail\Mailer;
use Illuminate\Contracts\Routing\UrlGenerator;
use Illuminate\Contracts\Translation\Translator;

class UserMailer
{
    private const RESET_TTL_MINUTES = 60;
    private const VERIFY_TTL_MINUTES = 1440;

    public function __construct(
        private Mailer $mailer,
        private UrlGenerator $urls,
        private Translator $translator,
    ) {
    }

    public function sendWelcome(User $user): void
    {
        $url = $this->urls->route('dashboard');

        $this->send(
            $user->email,
            'emails.welcome',
            ['user' => $user, 'url' => $url],
            $this->translator->get('mail.welcome.subject', ['name' => $user->name], $user->locale),
        );
    }

    public function sendVerification(User $user, string $token): void
    {
        $url = $this->urls->route('verification.verify', ['token' => $token]);

        $this->send(
            $user->email,
            'emails.verify',
            ['user' => $user, 'url' => $url, 'expires' => self::VERIFY_TTL_MINUTES],
            $this->translator->get('mail.verify.subject', [], $user->locale),
        );
    }

    public function sendPasswordReset(User $user, string $token, ?string $locale = null): void
    {
        $url = $this->urls->route('password.reset', ['token' => $token, 'email' => $user->email]);

        $this->send(
            $user->email,
            'emails.password_reset',
            ['user' => $user, 'url' => $url, 'expires' => self::RESET_TTL_MINUTES],
            $this->translator->get('mail.reset.subject', [], $locale ?? $user->locale),
        );
    }

    private function send(string $to, string $view, array $data, string $subject): void
    {
        $this->mailer->send($view, $data, function ($message) use ($to, $subject) {
            $message->to($to)->subject($subject);
        });
    }
}
