<?php

declare(strict_types=1);

namespace App\Services;

use App\Contracts\EventDispatcher;
use App\Enums\InvoiceStatus;
use App\Events\InvoiceSent;
use App\Events\InvoiceVoided;
use App\Models\Invoice;
use App\Repositories\InvoiceRepository;
use DomainException;

final class InvoiceService
{
    public function __construct(
        private readonly InvoiceRepository $repository,
        private readonly EventDispatcher $events,
    ) {
    }

    public function markSent(Invoice $invoice, \DateTimeImmutable $sentAt): Invoice
    {
        $this->assertStatus($invoice, [InvoiceStatus::Draft]);
        $invoice->status = InvoiceStatus::Sent;
        $invoice->sent_at = $sentAt;
        $this->repository->save($invoice);
        $this->events->dispatch(new InvoiceSent($invoice));

        return $invoice;
    }

    public function markPaid(Invoice $invoice, \DateTimeImmutable $paidAt): Invoice
    {
        $this->assertStatus($invoice, [InvoiceStatus::Sent, InvoiceStatus::Overdue]);
        $invoice->status = InvoiceStatus::Paid;
        $invoice->paid_at = $paidAt;
        $this->repository->save($invoice);

        return $invoice;
    }

    public function markOverdue(Invoice $invoice): Invoice
    {
        $this->assertStatus($invoice, [InvoiceStatus::Sent]);
        $invoice->status = InvoiceStatus::Overdue;
        $this->repository->save($invoice);

        return $invoice;
    }

    public function void(Invoice $invoice, string $reason): Invoice
    {
        $this->assertStatus($invoice, [InvoiceStatus::Draft, InvoiceStatus::Sent, InvoiceStatus::Overdue]);
        $invoice->status = InvoiceStatus::Void;
        $invoice->void_reason = $reason;
        $this->repository->save($invoice);
        $this->events->dispatch(new InvoiceVoided($invoice, $reason));

        return $invoice;
    }

    /**
     * @param list<InvoiceStatus> $allowed
     */
    private function assertStatus(Invoice $invoice, array $allowed): void
    {
        if (!in_array($invoice->status, $allowed, true)) {
            throw new DomainException(sprintf(
                'Invoice %s cannot change from %s',
                $invoice->number,
                $invoice->status->value,
            ));
        }
    }
}
