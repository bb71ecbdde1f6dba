<?php

use App\Http\Controllers\Auth\LoginController;
use App\Http\Controllers\Auth\RegisterController;
use App\Http\Controllers\BillingController;
use App\Http\Controllers\DashboardController;
// ... other controller imports unchanged ...

// ... home and guest routes unchanged ...

Route::middleware(['auth', 'verified'])->group(function () {
    // ... dashboard, profile, project and team routes as before ...

    Route::prefix('billing')->name('billing.')->group(function () {
        Route::get('/', [BillingController::class, 'show'])->name('show');
        Route::post('/subscribe', [BillingController::class, 'subscribe'])->name('subscribe');
        Route::post('/cancel', [BillingController::class, 'cancel'])->name('cancel');
        Route::get('/invoices/{invoice}', [BillingController::class, 'invoice'])->name('invoice');
    });

    Route::post('/logout', [LoginController::class, 'destroy'])->name('logout');
});
