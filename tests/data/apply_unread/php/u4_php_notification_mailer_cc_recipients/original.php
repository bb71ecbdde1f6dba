<?php

declare(strict_types=1);

namespace App\Service;

use App\Entity\Customer;
use App\Entity\Invoice;
use Psr\Log\LoggerInterface;
use Symfony\Component\Mailer\Exception\TransportExceptionInterface;
use Symfony\Component\Mailer\MailerInterface;
use Symfony\Component\Mime\Address;
use Symfony\Component\Mime\Email;
use Twig\Environment;

class NotificationMailer
{
    public function __construct(
        private MailerInterface $mailer,
        private Environment $twig,
        private LoggerInterface $logger,
        private string $fromAddress,
        private string $fromName = 'Acme Billing',
    ) {
    }

    public function sendWelcome(Customer $customer): bool
    {
        return $this->send(
            $customer->getEmail(),
            'Welcome to Acme',
            'emails/welcome.html.twig',
            ['customer' => $customer],
        );
    }

    public function sendPasswordReset(Customer $customer, string $token): bool
    {
        return $this->send(
            $customer->getEmail(),
            'Reset your password',
            'emails/password_reset.html.twig',
            ['customer' => $customer, 'token' => $token],
        );
    }

    public function sendInvoice(Customer $customer, Invoice $invoice): bool
    {
        return $this->send(
            $customer->getEmail(),
            sprintf('Invoice %s', $invoice->getNumber()),
            'emails/invoice.html.twig',
            ['customer' => $customer, 'invoice' => $invoice],
        );
    }

    public function sendPaymentFailed(Customer $customer, Invoice $invoice): bool
    {
        return $this->send(
            $customer->getEmail(),
            'Your payment could not be processed',
            'emails/payment_failed.html.twig',
            ['customer' => $customer, 'invoice' => $invoice],
        );
    }

    private function send(string $to, string $subject, string $template, array $context = []): bool
    {
        $email = (new Email())
            ->from(new Address($this->fromAddress, $this->fromName))
            ->to($to)
            ->subject($subject)
            ->html($this->twig->render($template, $context));

        try {
            $this->mailer->send($email);
        } catch (TransportExceptionInterface $e) {
            $this->logger->error('Failed to send email', [
                'to' => $to,
                'subject' => $subject,
                'error' => $e->getMessage(),
            ]);

            return false;
        }

        return true;
    }
}
