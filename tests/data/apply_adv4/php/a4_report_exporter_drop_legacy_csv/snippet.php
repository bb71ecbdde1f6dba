    // ... existing code ...

    // ... exportLegacyCsv() removed (the v1 endpoint is gone) ...

    public function exportJson(array $rows): string
    {
        return json_encode(
            ['timezone' => $this->timezone, 'rows' => $rows],
            JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR,
        );
    }
}

