<?php

/*
|--------------------------------------------------------------------------
| Ferry operations settings
|--------------------------------------------------------------------------
|
| Values used by booking, deck planning and the weather hold service.
| Times are in minutes, lengths in centimetres, money in pence.
|
*/

return [

    'checkin' => [
        'vehicle_close_minutes' => env('CHECKIN_VEHICLE_CLOSE', 30),
        'foot_close_minutes' => env('CHECKIN_FOOT_CLOSE', 10),
        'freight_close_minutes' => env('CHECKIN_FREIGHT_CLOSE', 45),
    ],

    'deck' => [
        'gap_cm' => 50,
        'standard_car_length_cm' => 500,
        'large_vehicle_height_cm' => 210,
        'emergency_reserved_spaces' => 2,
    ],

    'weather' => [
        'feed_url' => env('WEATHER_FEED_URL'),
        'stale_after_minutes' => 30,
        'hold_review_minutes' => 60,
    ],

    'refunds' => [
        'full_refund_hours' => 24,
        'half_refund_hours' => 2,
    ],

    'notifications' => [
        'sms_enabled' => env('SMS_ENABLED', true),
        'sms_sender' => 'Harbourline',
    ],

];
