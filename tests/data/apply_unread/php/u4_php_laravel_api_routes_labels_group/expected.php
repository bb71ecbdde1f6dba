<?php

use App\Http\Controllers\Api;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| API Routes
|--------------------------------------------------------------------------
|
| Routes for the tracker's JSON API. Everything here is prefixed with /api
| and loaded by the RouteServiceProvider with the "api" middleware group.
|
*/

Route::post('login', [Api\AuthController::class, 'login']);
Route::post('register', [Api\AuthController::class, 'register']);

Route::middleware('auth:sanctum')->group(function () {
    Route::post('logout', [Api\AuthController::class, 'logout']);
    Route::get('me', [Api\AuthController::class, 'me']);

    Route::prefix('projects')->group(function () {
        Route::get('/', [Api\ProjectController::class, 'index']);
        Route::post('/', [Api\ProjectController::class, 'store']);
        Route::get('{project}', [Api\ProjectController::class, 'show']);
        Route::patch('{project}', [Api\ProjectController::class, 'update']);
        Route::delete('{project}', [Api\ProjectController::class, 'destroy']);
        Route::post('{project}/archive', [Api\ProjectController::class, 'archive']);
    });

    Route::prefix('tasks')->group(function () {
        Route::get('/', [Api\TaskController::class, 'index']);
        Route::post('/', [Api\TaskController::class, 'store']);
        Route::get('{task}', [Api\TaskController::class, 'show']);
        Route::patch('{task}', [Api\TaskController::class, 'update']);
        Route::delete('{task}', [Api\TaskController::class, 'destroy']);
        Route::post('{task}/assign', [Api\TaskController::class, 'assign']);
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
        Route::get('/', [Api\CommentController::class, 'index']);
        Route::post('/', [Api\CommentController::class, 'store']);
        Route::patch('{comment}', [Api\CommentController::class, 'update']);
        Route::delete('{comment}', [Api\CommentController::class, 'destroy']);
    });

    Route::prefix('admin')->middleware('can:admin')->group(function () {
        Route::get('users', [Api\Admin\UserController::class, 'index']);
        Route::patch('users/{user}', [Api\Admin\UserController::class, 'update']);
        Route::get('audit-log', [Api\Admin\AuditLogController::class, 'index']);
    });
});
