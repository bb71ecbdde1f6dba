<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\StoreWorkoutRequest;
use App\Http\Requests\UpdateWorkoutRequest;
use App\Http\Resources\WorkoutResource;
use App\Models\Workout;
use App\Services\HeartRateZoneService;
use App\Services\StreakService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class WorkoutController extends Controller
{
    public function __construct(
        private readonly StreakService $streaks,
        private readonly HeartRateZoneService $zones,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        $workouts = $request->user()
            ->workouts()
            ->latest('started_at')
            ->paginate($request->integer('per_page', 20));

        return response()->json(WorkoutResource::collection($workouts));
    }

    public function show(Request $request, Workout $workout): JsonResponse
    {
        $this->authorize('view', $workout);

        return response()->json(WorkoutResource::make($workout));
    }

    public function store(StoreWorkoutRequest $request): JsonResponse
    {
        $workout = $request->user()->workouts()->create($request->validated());

        if ($request->has('heart_rate_samples')) {
            $workout->zone_seconds = $this->zones->timeInZones(
                $request->user(),
                $request->input('heart_rate_samples'),
            );
            $workout->save();
        }

        $this->streaks->recordWorkout($workout);

        return response()->json(WorkoutResource::make($workout));
    }

    public function update(UpdateWorkoutRequest $request, Workout $workout): JsonResponse
    {
        $this->authorize('update', $workout);

        $workout->update($request->validated());
        $this->streaks->recalculate($request->user());

        return response()->json(WorkoutResource::make($workout));
    }

    public function destroy(Request $request, Workout $workout): JsonResponse
    {
        $this->authorize('delete', $workout);

        $workout->delete();
        $this->streaks->recalculate($request->user());

        return response()->json(null, 204);
    }
}
