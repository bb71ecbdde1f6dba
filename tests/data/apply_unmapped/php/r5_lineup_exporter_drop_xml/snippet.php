    public function export(string $format, array $performances): string
    {
        return match ($format) {
            'json' => $this->toJson($performances),
            'csv' => $this->toCsv($performances),
            'ics' => $this->toIcal($performances),
            default => throw new InvalidArgumentException("Unknown export format: {$format}"),
        };
    }

    // ... toJson() and toCsv() unchanged ...

    // ... removed toLegacyXml() and its docblock: the 2019 app is retired ...

    // ... toIcal() and quote() unchanged ...
