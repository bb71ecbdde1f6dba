// ... public marketing routes unchanged ...

Route::middleware(['auth', 'verified'])->group(function () {
    // ... dashboard, profile and project routes as before ...

    Route::prefix('billing')->name('billing.')->group(function () {
        Route::get('/', [BillingController::class, 'index'])->name('index');
        Route::get('/invoices/{invoice}', [BillingController::class, 'show'])->name('invoices.show');
        Route::get('/invoices/{invoice}/pdf', [BillingController::class, 'download'])->name('invoices.pdf');
        Route::post('/portal', [BillingController::class, 'portal'])->name('portal');
    });
});

// ... admin routes and auth.php include unchanged ...
