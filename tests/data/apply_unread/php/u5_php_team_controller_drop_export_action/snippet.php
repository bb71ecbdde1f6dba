    public function update(UpdateTeamRequest $request, Team $team): JsonResponse
    {
        Gate::authorize('update', $team);

        $team->update($request->validated());

        return response()->json($team);
    }

    public function destroy(Team $team): JsonResponse
    {
        Gate::authorize('delete', $team);
        // ...
