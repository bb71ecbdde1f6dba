    public function formatDiscount(int $cents, ?string $code = null): string
    {
        $label = $code !== null ? sprintf(' (%s)', strtoupper($code)) : '';

        return sprintf('%s off%s', $this->format(abs($cents)), $label);
    }

    // ... other formatters unchanged ...
