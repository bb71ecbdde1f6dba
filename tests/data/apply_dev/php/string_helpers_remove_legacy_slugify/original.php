<?php

/**
 * Small string helpers shared by the templates and the CLI scripts.
 */

if (!function_exists('str_truncate')) {
    function str_truncate(string $text, int $limit = 120, string $suffix = '…'): string
    {
        if (mb_strlen($text) <= $limit) {
            return $text;
        }

        return rtrim(mb_substr($text, 0, $limit - mb_strlen($suffix))) . $suffix;
    }
}

if (!function_exists('slugify')) {
    function slugify(string $text, string $separator = '-'): string
    {
        $text = transliterator_transliterate('Any-Latin; Latin-ASCII; Lower()', $text);
        $text = preg_replace('/[^a-z0-9]+/', $separator, $text);

        return trim($text, $separator);
    }
}

if (!function_exists('legacy_slugify')) {
    /**
     * @deprecated use slugify(); kept for URLs generated before 2021.
     */
    function legacy_slugify(string $text): string
    {
        $text = strtolower(trim($text));
        $text = str_replace([' ', '_', '.'], '-', $text);
        $text = preg_replace('/[^a-z0-9\-]/', '', $text);

        return preg_replace('/-+/', '-', $text);
    }
}

if (!function_exists('str_initials')) {
    function str_initials(string $name, int $max = 2): string
    {
        $parts = preg_split('/\s+/', trim($name)) ?: [];
        $initials = array_map(fn (string $part) => mb_strtoupper(mb_substr($part, 0, 1)), $parts);

        return implode('', array_slice($initials, 0, $max));
    }
}

if (!function_exists('str_mask')) {
    function str_mask(string $value, int $visible = 4, string $mask = '*'): string
    {
        $length = mb_strlen($value);
        if ($length <= $visible) {
            return $value;
        }

        return str_repeat($mask, $length - $visible) . mb_substr($value, -$visible);
    }
}
