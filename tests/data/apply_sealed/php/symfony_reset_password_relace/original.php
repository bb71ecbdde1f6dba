<?php

declare(strict_types=1);

namespace App\Service;

use App\Entity\User;
use App\Repository\UserRepository;
use Psr\Log\LoggerInterface;
use Symfony\Component\Mailer\MailerInterface;
use Symfony\Component\Mime\Address;
use Symfony\Bridge\Twig\Mime\TemplatedEmail;
use Symfony\Component\PasswordHasher\Hasher\UserPasswordHasherInterface;
use Symfony\Component\Security\Csrf\TokenGenerator\TokenGeneratorInterface;

class AccountService
{
    private const RESET_TTL = 'PT1H';

    public function __construct(
        private UserRepository $users,
        private UserPasswordHasherInterface $hasher,
        private TokenGeneratorInterface $tokens,
        private MailerInterface $mailer,
        private LoggerInterface $logger,
        private string $senderAddress,
    ) {
    }

    public function register(string $email, string $plainPassword, string $displayName): User
    {
        if ($this->users->findOneByEmail($email) !== null) {
            throw new \DomainException('An account with this e-mail already exists.');
        }

        $user = new User($email, $displayName);
        $user->setPassword($this->hasher->hashPassword($user, $plainPassword));
        $user->setVerificationToken($this->tokens->generateToken());

        $this->users->save($user, flush: true);
        $this->sendVerificationEmail($user);

        return $user;
    }

    public function requestPasswordReset(string $email): void
    {
        $user = $this->users->findOneByEmail($email);
        if ($user === null) {
            $this->logger->info('Password reset requested for unknown e-mail', ['email' => $email]);
            return;
        }

        $user->setResetToken($this->tokens->generateToken());
        $user->setResetTokenExpiresAt((new \DateTimeImmutable())->add(new \DateInterval(self::RESET_TTL)));
        $this->users->save($user, flush: true);

        $email = (new TemplatedEmail())
            ->from(new Address($this->senderAddress, 'Account team'))
            ->to($user->getEmail())
            ->subject('Reset your password')
            ->htmlTemplate('emails/password_reset.html.twig')
            ->context(['token' => $user->getResetToken(), 'name' => $user->getDisplayName()]);

        $this->mailer->send($email);
    }

    public function resetPassword(string $token, string $plainPassword): User
    {
        $user = $this->users->findOneByResetToken($token);
        if ($user === null || $user->getResetTokenExpiresAt() < new \DateTimeImmutable()) {
            throw new \DomainException('This reset link is invalid or has expired.');
        }

        $user->setPassword($this->hasher->hashPassword($user, $plainPassword));
        $user->setResetToken(null);
        $user->setResetTokenExpiresAt(null);
        $this->users->save($user, flush: true);

        return $user;
    }

    private function sendVerificationEmail(User $user): void
    {
        $email = (new TemplatedEmail())
            ->from(new Address($this->senderAddress, 'Account team'))
            ->to($user->getEmail())
            ->subject('Confirm your e-mail address')
            ->htmlTemplate('emails/verify.html.twig')
            ->context(['token' => $user->getVerificationToken(), 'name' => $user->getDisplayName()]);

        $this->mailer->send($email);
    }
}
