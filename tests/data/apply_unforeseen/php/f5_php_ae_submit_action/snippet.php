    public function show(AdverseEvent $event): JsonResponse
    {
        $this->authorize('view', $event);

        return response()->json($event->load('followUps'));
    }

    public function submit(AdverseEvent $event): JsonResponse
    {
        $this->authorize('update', $event);

        if ($event->status === 'submitted') {
            return response()->json(['error' => 'Report already submitted'], 409);
        }

        $event->update(['status' => 'submitted', 'submitted_at' => now()]);
        $this->notifier->notifySponsor($event);

        return response()->json($event);
    }

    public function update(AdverseEventRequest $request, AdverseEvent $event): JsonResponse
    {
        // ... existing code ...
