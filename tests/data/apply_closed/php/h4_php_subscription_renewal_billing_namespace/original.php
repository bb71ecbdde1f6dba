<?php

namespace App\Services;

use App\Models\Subscription;
use App\Notifications\RenewalFailed;
use App\Payments\PaymentFailedException;
use App\Payments\PaymentGateway;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

class SubscriptionRenewalService
{
    private const GRACE_DAYS = 3;

    public function __construct(
        private readonly PaymentGateway $gateway,
    ) {
    }

    public function renewDue(CarbonImmutable $today): int
    {
        $renewed = 0;

        Subscription::query()
            ->where('status', 'active')
            ->whereDate('renews_on', '<=', $today)
            ->chunkById(100, function ($subscriptions) use ($today, &$renewed) {
                foreach ($subscriptions as $subscription) {
                    if ($this->renew($subscription, $today)) {
                        $renewed++;
                    }
                }
            });

        return $renewed;
    }

    public function renew(Subscription $subscription, CarbonImmutable $today): bool
    {
        try {
            $this->gateway->charge($subscription->customer, $subscription->price_cents, 'Renewal ' . $subscription->plan);
        } catch (PaymentFailedException $e) {
            $this->handleFailure($subscription, $today, $e);

            return false;
        }

        DB::transaction(function () use ($subscription) {
            $subscription->renews_on = $subscription->renews_on->addMonth();
            $subscription->failed_attempts = 0;
            $subscription->save();
        });

        return true;
    }

    private function handleFailure(Subscription $subscription, CarbonImmutable $today, PaymentFailedException $e): void
    {
        $subscription->failed_attempts++;

        if ($today->diffInDays($subscription->renews_on) > self::GRACE_DAYS) {
            $subscription->status = 'past_due';
        }

        $subscription->save();
        $subscription->customer->notify(new RenewalFailed($subscription, $e->getMessage()));

        Log::warning('Subscription renewal failed', [
            'subscription' => $subscription->id,
            'attempts' => $subscription->failed_attempts,
        ]);
    }
}
