// ... existing code ...

        'redis-long' => [
            'driver' => 'redis',
            'connection' => env('REDIS_QUEUE_CONNECTION', 'default'),
            'queue' => env('REDIS_LONG_QUEUE', 'long'),
            'retry_after' => 1860,
            'block_for' => null,
            'after_commit' => false,
        ],

// ... existing code ...
