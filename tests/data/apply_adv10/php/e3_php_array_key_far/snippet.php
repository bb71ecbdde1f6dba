    'driver' => env('SESSION_DRIVER', 'file'),

    'lifetime' => env('SESSION_LIFETIME', 120),

    'secure' => env('SESSION_SECURE_COOKIE', true),

    // ... existing code ...
