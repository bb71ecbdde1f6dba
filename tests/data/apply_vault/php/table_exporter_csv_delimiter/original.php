<?php

declare(strict_types=1);

namespace App\Reporting;

use InvalidArgumentException;

final class TableExporter
{
    /** @var array<string, string> */
    private array $headings;

    /**
     * @param array<string, string> $headings column key => human readable heading
     */
    public function __construct(array $headings = [])
    {
        $this->headings = $headings;
    }

    /**
     * @param list<array<string, mixed>> $rows
     * @param list<string> $columns
     */
    public function toCsv(array $rows, array $columns): string
    {
        if ($columns === []) {
            throw new InvalidArgumentException('At least one column is required.');
        }

        $handle = fopen('php://temp', 'r+');
        fputcsv($handle, array_map(fn (string $column) => $this->headings[$column] ?? $column, $columns));

        foreach ($rows as $row) {
            fputcsv($handle, $this->pluck($row, $columns));
        }

        rewind($handle);
        $csv = stream_get_contents($handle);
        fclose($handle);

        return $csv;
    }

    /**
     * @param list<array<string, mixed>> $rows
     * @param list<string> $columns
     */
    public function toJson(array $rows, array $columns): string
    {
        $items = array_map(
            fn (array $row) => array_combine($columns, $this->pluck($row, $columns)),
            $rows
        );

        return json_encode($items, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);
    }

    /**
     * @param list<array<string, mixed>> $rows
     * @param list<string> $columns
     */
    public function toMarkdown(array $rows, array $columns): string
    {
        $lines = [];
        $lines[] = '| ' . implode(' | ', array_map(fn (string $c) => $this->headings[$c] ?? $c, $columns)) . ' |';
        $lines[] = '|' . str_repeat(' --- |', count($columns));

        foreach ($rows as $row) {
            $cells = array_map(fn ($value) => str_replace('|', '\|', (string) $value), $this->pluck($row, $columns));
            $lines[] = '| ' . implode(' | ', $cells) . ' |';
        }

        return implode("\n", $lines) . "\n";
    }

    /**
     * @param array<string, mixed> $row
     * @param list<string> $columns
     * @return list<string>
     */
    private function pluck(array $row, array $columns): array
    {
        $values = [];
        foreach ($columns as $column) {
            $value = $row[$column] ?? '';
            $values[] = match (true) {
                $value instanceof \DateTimeInterface => $value->format('Y-m-d H:i'),
                is_bool($value) => $value ? 'yes' : 'no',
                is_array($value) => implode(', ', $value),
                default => (string) $value,
            };
        }

        return $values;
    }
}
