    public function store(StoreWorkoutRequest $request): JsonResponse
    {
        // ... existing code ...

        $this->streaks->recordWorkout($workout);

        return response()
            ->json(WorkoutResource::make($workout), 201)
            ->header('Location', route('api.workouts.show', $workout));
    }
