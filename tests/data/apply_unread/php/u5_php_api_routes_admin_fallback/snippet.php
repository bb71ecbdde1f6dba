// ... existing routes ...

Route::middleware(['auth:sanctum', 'can:admin'])->prefix('admin')->group(function () {
    Route::get('/users', [AdminUserController::class, 'index']);
    Route::get('/users/{user}', [AdminUserController::class, 'show']);
    Route::post('/users/{user}/suspend', [AdminUserController::class, 'suspend']);
    Route::post('/users/{user}/unsuspend', [AdminUserController::class, 'unsuspend']);
});

Route::fallback(function () {
    return response()->json(['message' => 'Not Found'], 404);
});
