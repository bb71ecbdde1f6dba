<?php

declare(strict_types=1);

namespace App\Services;

use App\Models\Invoice;
use App\Repositories\InvoiceRepository;
use Psr\Log\LoggerInterface;

final class InvoiceService
{
    public function __construct(
        private readonly InvoiceRepository $invoices,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function issue(Invoice $invoice): Invoice
    {
        $invoice->number = $this->invoices->nextNumber();
        $invoice->issued_at = new \DateTimeImmutable();
        $this->invoices->save($invoice);
        $this->logger->info('invoice issued', ['number' => $invoice->number]);

        return $invoice;
    }

    public function void(Invoice $invoice, string $reason): void
    {
        if ($invoice->voided_at !== null) {
            return;
        }

        $invoice->voided_at = new \DateTimeImmutable();
        $invoice->void_reason = $reason;
        $this->invoices->save($invoice);
        $this->logger->warning('invoice voided', ['number' => $invoice->number]);
    }

    public function totalDue(Invoice $invoice): int
    {
        $total = 0;
        foreach ($invoice->lines as $line) {
            $total += $line->quantity * $line->unit_price_cents;
        }

        return $total - $invoice->paid_cents;
    }
}
