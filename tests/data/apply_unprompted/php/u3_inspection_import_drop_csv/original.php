<?php

declare(strict_types=1);

namespace App\Services\Inspections;

use App\Models\BladeFinding;
use App\Models\Turbine;
use InvalidArgumentException;

/**
 * Imports blade inspection reports delivered by the drone inspection contractor
 * and turns each finding into a BladeFinding row.
 */
final class InspectionReportImporter
{
    private const BLADES = ['B1', 'B2', 'B3'];

    public function __construct(
        private readonly DamageClassifier $classifier,
    ) {
    }

    /**
     * @return BladeFinding[]
     */
    public function importJsonReport(string $json): array
    {
        $report = json_decode($json, true, 512, JSON_THROW_ON_ERROR);
        $turbine = Turbine::where('code', $report['turbine'])->firstOrFail();

        $findings = [];
        foreach ($report['findings'] as $row) {
            $findings[] = $this->makeFinding($turbine, $row);
        }

        return $findings;
    }

    /**
     * Reports from before 2023 came as semicolon-separated CSV with one finding per line.
     *
     * @return BladeFinding[]
     */
    public function parseLegacyCsvReport(string $turbineCode, string $csv): array
    {
        $turbine = Turbine::where('code', $turbineCode)->firstOrFail();

        $findings = [];
        foreach (array_filter(explode("\n", trim($csv))) as $line) {
            [$blade, $type, $radius, $length, $depth] = str_getcsv($line, ';');
            $findings[] = $this->makeFinding($turbine, [
                'blade' => $blade,
                'type' => $type,
                'radius_m' => $radius,
                'length_mm' => $length,
                'depth_mm' => $depth,
            ]);
        }

        return $findings;
    }

    private function makeFinding(Turbine $turbine, array $row): BladeFinding
    {
        if (!in_array($row['blade'], self::BLADES, true)) {
            throw new InvalidArgumentException("Unknown blade {$row['blade']} on {$turbine->code}");
        }

        $finding = new BladeFinding([
            'turbine_id' => $turbine->id,
            'blade' => $row['blade'],
            'type' => $row['type'],
            'radius_m' => (float) $row['radius_m'],
            'length_mm' => (float) $row['length_mm'],
            'depth_mm' => (float) $row['depth_mm'],
        ]);
        $finding->category = $this->classifier->category($finding);
        $finding->save();

        return $finding;
    }
}
