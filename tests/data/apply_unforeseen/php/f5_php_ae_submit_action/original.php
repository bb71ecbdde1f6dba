<?php

declare(strict_types=1);

namespace Meridian\Trials\Http\Controllers;

use Meridian\Trials\Http\Requests\AdverseEventRequest;
use Meridian\Trials\Models\AdverseEvent;
use Meridian\Trials\Services\SafetyNotifier;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

final class AdverseEventController extends Controller
{
    public function __construct(private readonly SafetyNotifier $notifier)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $events = AdverseEvent::query()
            ->where('site_id', $request->user()->site_id)
            ->orderByDesc('onset_date')
            ->paginate(50);

        return response()->json($events);
    }

    public function store(AdverseEventRequest $request): JsonResponse
    {
        $event = AdverseEvent::create($request->validated() + [
            'reported_by' => $request->user()->id,
            'status' => 'draft',
        ]);

        if ($event->is_serious) {
            $this->notifier->notifySponsor($event);
        }

        return response()->json($event, 201);
    }

    public function show(AdverseEvent $event): JsonResponse
    {
        $this->authorize('view', $event);

        return response()->json($event->load('followUps'));
    }

    public function update(AdverseEventRequest $request, AdverseEvent $event): JsonResponse
    {
        $this->authorize('update', $event);

        if ($event->status === 'submitted') {
            return response()->json(['error' => 'Submitted reports need a follow-up instead'], 409);
        }

        $event->update($request->validated());

        return response()->json($event);
    }
}
