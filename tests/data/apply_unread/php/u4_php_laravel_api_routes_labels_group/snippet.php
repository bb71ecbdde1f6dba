    Route::prefix('tasks')->group(function () {
        // ... existing task routes ...
        Route::post('{task}/complete', [Api\TaskController::class, 'complete']);
    });

    Route::prefix('labels')->group(function () {
        Route::get('/', [Api\LabelController::class, 'index']);
        Route::post('/', [Api\LabelController::class, 'store']);
        Route::patch('{label}', [Api\LabelController::class, 'update']);
        Route::delete('{label}', [Api\LabelController::class, 'destroy']);
        Route::post('{label}/tasks/{task}', [Api\LabelController::class, 'attach']);
    });

    Route::prefix('comments')->group(function () {
        // ...
