<?php

declare(strict_types=1);

namespace App\Reports;

use App\Reports\Contracts\Exporter;
use InvalidArgumentException;

final class ReportExporter implements Exporter
{
    private const CSV_DELIMITER = ',';

    public function __construct(
        private readonly string $timezone = 'UTC',
        private readonly bool $withHeader = true,
    ) {
    }

    public function export(array $rows, string $format): string
    {
        return match ($format) {
            'csv' => $this->exportCsv($rows),
            'json' => $this->exportJson($rows),
            default => throw new InvalidArgumentException("Unsupported format: {$format}"),
        };
    }

    public function exportCsv(array $rows): string
    {
        $handle = fopen('php://temp', 'r+');
        if ($this->withHeader && $rows !== []) {
            fputcsv($handle, array_keys($rows[0]), self::CSV_DELIMITER);
        }
        foreach ($rows as $row) {
            fputcsv($handle, array_values($row), self::CSV_DELIMITER);
        }
        rewind($handle);
        $csv = stream_get_contents($handle);
        fclose($handle);

        return $csv;
    }

    /**
     * @deprecated Kept for the v1 download endpoint; use exportCsv().
     */
    public function exportLegacyCsv(array $rows): string
    {
        $lines = [];
        foreach ($rows as $row) {
            $lines[] = implode(';', array_map('strval', $row));
        }

        return implode("\r\n", $lines);
    }

    public function exportJson(array $rows): string
    {
        return json_encode($rows);
    }
}
