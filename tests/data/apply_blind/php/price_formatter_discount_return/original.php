<?php

declare(strict_types=1);

namespace Shop\Pricing;

use NumberFormatter;

class PriceFormatter
{
    private NumberFormatter $formatter;

    public function __construct(private string $locale = 'en_US', private string $currency = 'USD')
    {
        $this->formatter = new NumberFormatter($locale, NumberFormatter::CURRENCY);
    }

    public function formatSubtotal(int $cents): string
    {
        return $this->format($cents);
    }

    public function formatDiscount(int $cents, ?string $code = null): string
    {
        $label = $code !== null ? sprintf(' (%s)', strtoupper($code)) : '';

        return '-' . $this->format(abs($cents)) . $label;
    }

    public function formatShipping(int $cents): string
    {
        if ($cents === 0) {
            return 'Free';
        }

        return $this->format($cents);
    }

    public function formatTotal(int $cents): string
    {
        return $this->format($cents);
    }

    private function format(int $cents): string
    {
        return $this->formatter->formatCurrency($cents / 100, $this->currency);
    }
}
