    // ... existing code ...

    /**
     * @return BladeFinding[]
     */
    public function importJsonReport(string $json): array
    {
        // ... existing code ...
    }

    // parseLegacyCsvReport() removed: the contractor only delivers JSON reports now

    private function makeFinding(Turbine $turbine, array $row): BladeFinding
    {
        // ... existing code ...
    }
}
