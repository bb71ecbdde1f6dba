<?php

// ... keep existing code

use App\Events\SwapAccepted;
use App\Http\Controllers\Controller;
// ... keep existing code

    public function accept(Request $request, SwapRequest $swap): JsonResponse
    {
        $crew = $request->user()->crewMember;
        if ($swap->counterpart_id !== $crew->id) {
            abort(403);
        }
        if ($swap->status !== SwapRequest::STATUS_PENDING) {
            return response()->json(['error' => 'Swap request is no longer pending'], 409);
        }

        $swap->update(['status' => SwapRequest::STATUS_ACCEPTED]);
        SwapAccepted::dispatch($swap);

        return response()->json($swap);
    }

    // ... keep existing code
