<?php

declare(strict_types=1);

namespace App\Repositories;

use App\Models\Invoice;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Pagination\LengthAwarePaginator;

final class InvoiceRepository
{
    public function __construct(private readonly Invoice $model)
    {
    }

    public function find(int $id): ?Invoice
    {
        return $this->model->newQuery()->with('lines')->find($id);
    }

    public function findByNumber(string $number): ?Invoice
    {
        return $this->model->newQuery()->where('number', $number)->first();
    }

    public function forCustomer(int $customerId, int $perPage = 20): LengthAwarePaginator
    {
        return $this->model->newQuery()
            ->where('customer_id', $customerId)
            ->orderByDesc('issued_at')
            ->paginate($perPage);
    }

    public function overdue(?CarbonImmutable $asOf = null): Collection
    {
        $asOf ??= CarbonImmutable::now();

        return $this->model->newQuery()
            ->whereNull('paid_at')
            ->where('due_at', '<', $asOf)
            ->orderBy('due_at')
            ->get();
    }

    public function dueWithin(int $days, ?CarbonImmutable $asOf = null): Collection
    {
        $asOf ??= CarbonImmutable::now();

        return $this->model->newQuery()
            ->whereNull('paid_at')
            ->whereBetween('due_at', [$asOf, $asOf->addDays($days)])
            ->orderBy('due_at')
            ->get();
    }

    public function totalOutstanding(int $customerId): int
    {
        return (int) $this->unpaid()
            ->where('customer_id', $customerId)
            ->sum('total_cents');
    }

    public function markPaid(Invoice $invoice, ?CarbonImmutable $paidAt = null): Invoice
    {
        $invoice->paid_at = $paidAt ?? CarbonImmutable::now();
        $invoice->save();

        return $invoice;
    }

    private function unpaid(): Builder
    {
        return $this->model->newQuery()->whereNull('paid_at');
    }
}
