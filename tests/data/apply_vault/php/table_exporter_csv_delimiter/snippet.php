    /**
     * @param list<array<string, mixed>> $rows
     * @param list<string> $columns
     */
    public function toCsv(array $rows, array $columns, string $delimiter = ','): string
    {
        // ... existing code ...

        $handle = fopen('php://temp', 'r+');
        fputcsv($handle, array_map(fn (string $column) => $this->headings[$column] ?? $column, $columns), $delimiter);

        foreach ($rows as $row) {
            fputcsv($handle, $this->pluck($row, $columns), $delimiter);
        }

        // ... existing code ...
    }
