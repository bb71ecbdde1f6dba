<?php

declare(strict_types=1);

/*
 * Prize payout settings for the tournament platform.
 * Amounts are in minor units (cents) unless noted otherwise.
 */

return [
    'default_currency' => env('PAYOUT_CURRENCY', 'USD'),

    // Providers are tried in order until one accepts the recipient.
    'providers' => [
        'stripe_connect' => [
            'enabled' => true,
            'secret' => env('STRIPE_CONNECT_SECRET'),
            'min_amount' => 100,
        ],
        'paypal_payouts' => [
            'enabled' => true,
            'client_id' => env('PAYPAL_CLIENT_ID'),
            'client_secret' => env('PAYPAL_CLIENT_SECRET'),
            'min_amount' => 100,
        ],
    ],

    // Days after a tournament ends before payouts are released,
    // giving admins time to resolve disputes and anti-cheat reviews.
    'hold_days' => 14,

    'require_kyc_above' => 60000,

    'notifications' => [
        'captain_email' => true,
        'discord_webhook' => env('PAYOUT_DISCORD_WEBHOOK'),
    ],
];
