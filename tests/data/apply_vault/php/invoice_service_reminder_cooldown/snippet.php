<?php

namespace App\Services;

use App\Models\Customer;
use App\Models\Invoice;
use App\Notifications\InvoiceReminder;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\DB;

// ... existing code ...

    public function remindOverdue(): int
    {
        $count = 0;
        $cutoff = CarbonImmutable::now()->subDays(3);

        foreach ($this->overdue() as $invoice) {
            if ($invoice->last_reminded_at !== null && $invoice->last_reminded_at->greaterThan($cutoff)) {
                continue;
            }

            $invoice->customer->notify(new InvoiceReminder($invoice));
            $invoice->increment('reminders_sent', 1, ['last_reminded_at' => now()]);
            $count++;
        }

        return $count;
    }
}
