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
    // ... existing code ...

    public function overdue(?CarbonImmutable $asOf = null): Collection
    {
        $asOf ??= CarbonImmutable::now();

        return Invoice::query()
            ->where('status', Invoice::STATUS_OPEN)
            ->whereDate('due_date', '<', $asOf)
            ->orderBy('due_date')
            ->get();
    }

    // ... existing code ...
}
