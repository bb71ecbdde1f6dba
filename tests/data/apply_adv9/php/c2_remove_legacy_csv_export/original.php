<?php

namespace App\Services;

use App\Models\DamageReport;
use App\Models\Vehicle;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\Storage;

class DamageReportService
{
    private const SEVERITIES = ['cosmetic', 'minor', 'major', 'write_off'];

    public function open(Vehicle $vehicle, string $severity, string $notes, array $photos): DamageReport
    {
        if (! in_array($severity, self::SEVERITIES, true)) {
            throw new \InvalidArgumentException("Unknown severity: {$severity}");
        }

        $paths = [];
        foreach ($photos as $photo) {
            $paths[] = $photo->store("damage/{$vehicle->plate}", 's3');
        }

        $report = DamageReport::create([
            'vehicle_id' => $vehicle->id,
            'severity' => $severity,
            'notes' => $notes,
            'photo_paths' => $paths,
            'status' => 'open',
        ]);

        if ($severity === 'major' || $severity === 'write_off') {
            $vehicle->update(['status' => 'off_road']);
        }

        return $report;
    }

    public function openForVehicle(Vehicle $vehicle): Collection
    {
        return DamageReport::where('vehicle_id', $vehicle->id)
            ->where('status', 'open')
            ->orderByDesc('created_at')
            ->get();
    }

    /**
     * @deprecated Use the reporting export job instead.
     */
    public function legacyCsvExport(Vehicle $vehicle): string
    {
        $rows = ['id,severity,status,created_at'];
        foreach ($this->openForVehicle($vehicle) as $report) {
            $rows[] = implode(',', [
                $report->id,
                $report->severity,
                $report->status,
                $report->created_at->toDateString(),
            ]);
        }
        $path = "exports/damage-{$vehicle->plate}.csv";
        Storage::disk('local')->put($path, implode("\n", $rows));

        return $path;
    }

    public function close(DamageReport $report, int $repairCostPence): DamageReport
    {
        $report->update([
            'status' => 'closed',
            'repair_cost_pence' => $repairCostPence,
            'closed_at' => now(),
        ]);

        $stillOpen = $this->openForVehicle($report->vehicle);
        if ($stillOpen->isEmpty()) {
            $report->vehicle->update(['status' => 'available']);
        }

        return $report;
    }
}
