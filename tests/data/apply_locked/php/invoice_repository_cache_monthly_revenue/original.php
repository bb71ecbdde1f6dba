<?php

namespace App\Repositories;

use App\Models\Invoice;
use Carbon\CarbonInterface;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\DB;

class InvoiceRepository
{
    public function find(int $id): ?Invoice
    {
        return Invoice::with(['customer', 'lines'])->find($id);
    }

    public function paginateForCustomer(int $customerId, int $perPage = 25): LengthAwarePaginator
    {
        return Invoice::query()
            ->where('customer_id', $customerId)
            ->orderByDesc('issued_at')
            ->paginate($perPage);
    }

    public function overdue(CarbonInterface $asOf): Collection
    {
        return Invoice::query()
            ->whereNull('paid_at')
            ->where('due_at', '<', $asOf)
            ->with('customer')
            ->get();
    }

    public function revenueByMonth(int $year): array
    {
        return DB::table('invoices')
            ->selectRaw('MONTH(paid_at) as month, SUM(total_cents) as total_cents')
            ->whereYear('paid_at', $year)
            ->groupBy('month')
            ->orderBy('month')
            ->pluck('total_cents', 'month')
            ->all();
    }

    public function markPaid(Invoice $invoice, CarbonInterface $paidAt): Invoice
    {
        $invoice->forceFill(['paid_at' => $paidAt])->save();

        return $invoice->refresh();
    }

    public function void(Invoice $invoice, string $reason): void
    {
        $invoice->forceFill([
            'voided_at' => now(),
            'void_reason' => $reason,
        ])->save();
    }
}
