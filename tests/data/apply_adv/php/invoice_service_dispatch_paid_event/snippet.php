<?php

declare(strict_types=1);

namespace App\Services;

use App\Contracts\EventDispatcher;
use App\Enums\InvoiceStatus;
use App\Events\InvoicePaid;
use App\Events\InvoiceSent;
// ... rest of imports ...

final class InvoiceService
{
    // ... constructor and markSent() unchanged ...

    public function markPaid(Invoice $invoice, \DateTimeImmutable $paidAt): Invoice
    {
        $this->assertStatus($invoice, [InvoiceStatus::Sent, InvoiceStatus::Overdue]);
        $invoice->status = InvoiceStatus::Paid;
        $invoice->paid_at = $paidAt;
        $this->repository->save($invoice);
        $this->events->dispatch(new InvoicePaid($invoice));

        return $invoice;
    }

    // ... existing code ...
}
