// ... namespace, imports and constructor as before ...

    // ... handle() and verifySubscription() unchanged ...

    private function onActivity(array $event): ResponseInterface
    {
        $athleteId = (int) $event['owner_id'];
        $activityId = (int) $event['object_id'];

        // ... unlinked-athlete guard stays as it is ...

        switch ($event['aspect_type']) {
            case 'create':
            case 'update':
                $this->queue->enqueue($athleteId, $activityId);
                break;
            case 'delete':
                $this->queue->enqueueRemoval($athleteId, $activityId);
                break;
        }

        return $this->responses->json(['status' => 'queued'], 200);
    }

    // ... onAthlete() unchanged ...
}
