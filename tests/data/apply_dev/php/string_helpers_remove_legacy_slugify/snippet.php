<?php

// ... existing code ...

if (!function_exists('slugify')) {
    function slugify(string $text, string $separator = '-'): string
    {
        // ... existing code ...
    }
}

// (removed the deprecated legacy_slugify() helper — no callers left)

if (!function_exists('str_initials')) {
// ... existing code ...
