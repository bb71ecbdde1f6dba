<?php

namespace App\Services;

use App\Models\Customer;
use App\Models\Invoice;
use App\Notifications\InvoiceReminder;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

class InvoiceService
{
    public function __construct(
        private readonly TaxCalculator $taxes,
        private readonly InvoiceNumberGenerator $numbers,
    ) {
    }

    public function draft(Customer $customer, array $lines): Invoice
    {
        return DB::transaction(function () use ($customer, $lines) {
            $invoice = $customer->invoices()->create([
                'number' => $this->numbers->next(),
                'status' => 'draft',
                'currency' => $customer->currency,
            ]);

            foreach ($lines as $line) {
                $invoice->lines()->create([
                    'description' => $line['description'],
                    'quantity' => $line['quantity'],
                    'unit_price' => $line['unit_price'],
                ]);
            }

            $invoice->tax_total = $this->taxes->forInvoice($invoice);
            $invoice->save();

            return $invoice;
        });
    }

    public function send(Invoice $invoice): void
    {
        if ($invoice->status !== 'draft') {
            throw new \LogicException("Invoice {$invoice->number} was already sent.");
        }

        $invoice->update([
            'status' => 'sent',
            'sent_at' => now(),
            'due_at' => now()->addDays($invoice->customer->payment_terms_days),
        ]);
    }

    /**
     * @return Collection<int, Invoice>
     */
    public function overdue(): Collection
    {
        return Invoice::query()
            ->where('status', 'sent')
            ->where('due_at', '<', now())
            ->with('customer')
            ->orderBy('due_at')
            ->get();
    }

    public function remindOverdue(): int
    {
        $count = 0;

        foreach ($this->overdue() as $invoice) {
            $invoice->customer->notify(new InvoiceReminder($invoice));
            $invoice->increment('reminders_sent');
            $count++;
        }

        return $count;
    }
}
