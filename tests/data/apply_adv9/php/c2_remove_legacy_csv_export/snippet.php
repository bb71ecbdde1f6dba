<?php

namespace App\Services;

use App\Models\DamageReport;
use App\Models\Vehicle;
use Illuminate\Support\Collection;
// (Storage import removed — only the CSV export used it)

class DamageReportService
{
    // ... existing code ...

    // ... removed legacyCsvExport() ...

    public function close(DamageReport $report, int $repairCostPence): DamageReport
    {
        // ... existing code ...
    }
}
