Route::middleware('auth:sanctum')->group(function () {
    // ... existing code ...
    Route::post('orders/{order}/cancel', [OrderController::class, 'cancel']);
});

Route::prefix('webhooks')->withoutMiddleware('throttle:api')->group(function () {
    Route::post('stripe', [StripeWebhookController::class, 'handle'])->name('webhooks.stripe');
});

Route::prefix('catalog')->group(function () {
    // ... existing code ...
});
