<?php

namespace App\Repositories;

use App\Models\Invoice;
use Carbon\CarbonInterface;
use Illuminate\Contracts\Pagination\LengthAwarePaginator;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\DB;

class InvoiceRepository
{
    // ... existing code ...

    public function revenueByMonth(int $year): array
    {
        return Cache::remember("invoices:revenue:{$year}", now()->addHour(), function () use ($year) {
            return DB::table('invoices')
                ->selectRaw('MONTH(paid_at) as month, SUM(total_cents) as total_cents')
                ->whereYear('paid_at', $year)
                ->groupBy('month')
                ->orderBy('month')
                ->pluck('total_cents', 'month')
                ->all();
        });
    }

    public function markPaid(Invoice $invoice, CarbonInterface $paidAt): Invoice
    {
        $invoice->forceFill(['paid_at' => $paidAt])->save();
        Cache::forget("invoices:revenue:{$paidAt->year}");

        return $invoice->refresh();
    }

    // ... existing code ...
}
