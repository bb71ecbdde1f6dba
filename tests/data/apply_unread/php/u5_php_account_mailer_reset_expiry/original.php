<?php

declare(strict_types=1);

namespace App\Mail;

use App\Entity\User;
use Psr\Log\LoggerInterface;
use Symfony\Bridge\Twig\Mime\TemplatedEmail;
use Symfony\Component\Mailer\Exception\TransportExceptionInterface;
use Symfony\Component\Mailer\MailerInterface;
use Symfony\Component\Mime\Address;

final class AccountMailer
{
    private const FROM_EMAIL = 'no-reply@example.com';
    private const FROM_NAME = 'Example Accounts';

    public function __construct(
        private readonly MailerInterface $mailer,
        private readonly LoggerInterface $logger,
        private readonly string $appUrl,
    ) {
    }

    public function sendWelcome(User $user): void
    {
        $email = $this->baseEmail($user)
            ->subject('Welcome to Example!')
            ->htmlTemplate('emails/welcome.html.twig')
            ->context([
                'name' => $user->getDisplayName(),
                'dashboard_url' => $this->appUrl . '/dashboard',
            ]);

        $this->send($email, 'welcome', $user);
    }

    public function sendPasswordReset(User $user, string $token): void
    {
        $email = $this->baseEmail($user)
            ->subject('Reset your password')
            ->htmlTemplate('emails/password_reset.html.twig')
            ->context([
                'name' => $user->getDisplayName(),
                'reset_url' => $this->appUrl . '/reset-password/' . $token,
            ]);

        $this->send($email, 'password_reset', $user);
    }

    public function sendEmailChanged(User $user, string $previousEmail): void
    {
        $email = (new TemplatedEmail())
            ->from(new Address(self::FROM_EMAIL, self::FROM_NAME))
            ->to(new Address($previousEmail))
            ->subject('Your email address was changed')
            ->htmlTemplate('emails/email_changed.html.twig')
            ->context([
                'name' => $user->getDisplayName(),
                'new_email' => $user->getEmail(),
            ]);

        $this->send($email, 'email_changed', $user);
    }

    private function baseEmail(User $user): TemplatedEmail
    {
        return (new TemplatedEmail())
            ->from(new Address(self::FROM_EMAIL, self::FROM_NAME))
            ->to(new Address($user->getEmail(), $user->getDisplayName()));
    }

    private function send(TemplatedEmail $email, string $kind, User $user): void
    {
        try {
            $this->mailer->send($email);
        } catch (TransportExceptionInterface $e) {
            $this->logger->error('Failed to send {kind} email', [
                'kind' => $kind,
                'user_id' => $user->getId(),
                'exception' => $e,
            ]);
        }
    }
}
