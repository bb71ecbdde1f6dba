<?php

namespace App\Mail;

use App\Models\Order;
use App\Models\User;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class NotificationMailer
{
    private string $fromAddress;
    private string $fromName;

    public function __construct(array $config)
    {
        $this->fromAddress = $config['from_address'] ?? 'no-reply@example.com';
        $this->fromName = $config['from_name'] ?? 'Example Shop';
    }

    public function sendWelcome(User $user): void
    {
        $this->send($user->email, 'Welcome to Example Shop', 'emails.welcome', [
            'name' => $user->name,
        ]);
    }

    public function sendPasswordReset(User $user, string $token): void
    {
        $this->send($user->email, 'Reset your password', 'emails.password-reset', [
            'name' => $user->name,
            'url' => url('/password/reset/' . $token),
        ]);
    }

    public function sendOrderConfirmation(Order $order): void
    {
        $this->send($order->customer->email, 'Order #' . $order->number . ' confirmed', 'emails.order-confirmed', [
            'order' => $order,
            'items' => $order->items,
        ]);
    }

    public function sendOrderCancelled(Order $order, string $reason): void
    {
        $this->send($order->customer->email, 'Order #' . $order->number . ' cancelled', 'emails.order-cancelled', [
            'order' => $order,
            'reason' => $reason,
            'refundTotal' => $order->total,
        ]);
    }

    public function sendOrderShipped(Order $order, string $trackingUrl): void
    {
        $this->send($order->customer->email, 'Your order is on its way', 'emails.order-shipped', [
            'order' => $order,
            'trackingUrl' => $trackingUrl,
        ]);
    }

    public function sendOrderDelivered(Order $order): void
    {
        $this->send($order->customer->email, 'Your order has arrived', 'emails.order-delivered', [
            'order' => $order,
        ]);
    }

    private function send(string $to, string $subject, string $view, array $data): void
    {
        try {
            Mail::send($view, $data, function ($message) use ($to, $subject) {
                $message->from($this->fromAddress, $this->fromName)
                    ->to($to)
                    ->subject($subject);
            });
        } catch (\Throwable $e) {
            Log::error('Mail delivery failed', [
                'to' => $to,
                'subject' => $subject,
                'error' => $e->getMessage(),
            ]);
        }
    }
}
