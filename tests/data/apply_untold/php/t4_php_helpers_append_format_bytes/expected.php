<?php

use Illuminate\Support\Carbon;
use Illuminate\Support\Str;

if (! function_exists('money')) {
    /**
     * Format an integer amount of cents for display.
     */
    function money(int $cents, string $currency = 'USD'): string
    {
        return $currency . ' ' . number_format($cents / 100, 2);
    }
}

if (! function_exists('initials')) {
    /**
     * The initials of a person's name, at most two letters.
     */
    function initials(string $name): string
    {
        return Str::of($name)
            ->explode(' ')
            ->filter()
            ->take(2)
            ->map(fn ($part) => Str::upper(Str::substr($part, 0, 1)))
            ->implode('');
    }
}

if (! function_exists('human_date')) {
    /**
     * A date as "3 days ago", or the full date when older than a month.
     */
    function human_date($date): string
    {
        $date = Carbon::parse($date);

        return $date->greaterThan(now()->subMonth())
            ? $date->diffForHumans()
            : $date->toFormattedDateString();
    }
}

if (! function_exists('percent')) {
    /**
     * A ratio between 0 and 1 as a rounded percentage string.
     */
    function percent(float $ratio, int $precision = 0): string
    {
        return number_format($ratio * 100, $precision) . '%';
    }
}

if (! function_exists('format_bytes')) {
    /**
     * A byte count in the largest fitting unit, e.g. "1.5 MB".
     */
    function format_bytes(int $bytes, int $precision = 1): string
    {
        $units = ['B', 'KB', 'MB', 'GB', 'TB'];
        $power = $bytes > 0 ? min((int) floor(log($bytes, 1024)), count($units) - 1) : 0;

        return round($bytes / (1024 ** $power), $precision) . ' ' . $units[$power];
    }
}
