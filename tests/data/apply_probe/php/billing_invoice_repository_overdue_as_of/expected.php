<?php

namespace App\Repositories;

use App\Models\Customer;
use App\Models\Invoice;
use Carbon\CarbonImmutable;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

class InvoiceRepository
{
    public function find(int $id): ?Invoice
    {
        return Invoice::with(['lines', 'customer'])->find($id);
    }

    public function forCustomer(Customer $customer, int $perPage = 25): LengthAwarePaginator
    {
        return $customer->invoices()
            ->latest('issued_at')
            ->paginate($perPage);
    }

    public function overdue(?CarbonImmutable $asOf = null): Collection
    {
        $asOf ??= CarbonImmutable::now();

        return Invoice::query()
            ->where('status', Invoice::STATUS_OPEN)
            ->whereDate('due_date', '<', $asOf)
            ->orderBy('due_date')
            ->get();
    }

    public function totalOutstanding(Customer $customer): int
    {
        return (int) $customer->invoices()
            ->where('status', Invoice::STATUS_OPEN)
            ->sum('amount_due_cents');
    }

    public function markPaid(Invoice $invoice, string $reference): Invoice
    {
        return DB::transaction(function () use ($invoice, $reference) {
            $invoice->forceFill([
                'status' => Invoice::STATUS_PAID,
                'paid_at' => now(),
                'payment_reference' => $reference,
            ])->save();

            $invoice->customer->decrement('balance_cents', $invoice->amount_due_cents);

            return $invoice->refresh();
        });
    }

    public function voidDrafts(Customer $customer): int
    {
        return $customer->invoices()
            ->where('status', Invoice::STATUS_DRAFT)
            ->update(['status' => Invoice::STATUS_VOID]);
    }
}
