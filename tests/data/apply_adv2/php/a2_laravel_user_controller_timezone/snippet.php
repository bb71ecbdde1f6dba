// ... keep existing code

    public function update(Request $request, User $user): UserResource
    {
        $data = $request->validate([
            // ... keep existing code
            'locale' => ['nullable', 'string', 'in:en,de,fr,es'],
            'timezone' => ['nullable', 'timezone:all'],
        ]);

        // ... keep existing code
    }

    public function destroy(User $user): JsonResponse
    {
        // ... keep existing code
    }

    public function resetTimezone(User $user): UserResource
    {
        $user->forceFill(['timezone' => config('app.timezone')])->save();

        return new UserResource($user);
    }
}
