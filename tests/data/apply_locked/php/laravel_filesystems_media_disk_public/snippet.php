        // ...

        'media' => [
            'driver' => 's3',
            'key' => env('AWS_ACCESS_KEY_ID'),
            'secret' => env('AWS_SECRET_ACCESS_KEY'),
            'region' => env('AWS_DEFAULT_REGION'),
            'bucket' => env('AWS_MEDIA_BUCKET'),
            'url' => env('AWS_MEDIA_URL'),
            'visibility' => 'public',
            'throw' => false,
        ],

        // ...
