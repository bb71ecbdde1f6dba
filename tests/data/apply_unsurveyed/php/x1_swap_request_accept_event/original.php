<?php

namespace App\Http\Controllers\Crew;

use App\Http\Controllers\Controller;
use App\Models\CrewMember;
use App\Models\SwapRequest;
use App\Rostering\LegalityChecker;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class SwapRequestController extends Controller
{
    public function __construct(private LegalityChecker $legality)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $crew = $request->user()->crewMember;

        $requests = SwapRequest::query()
            ->where('requester_id', $crew->id)
            ->orWhere('counterpart_id', $crew->id)
            ->orderByDesc('created_at')
            ->limit(50)
            ->get();

        return response()->json($requests);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'pairing_id' => ['required', 'integer', 'exists:pairings,id'],
            'counterpart_id' => ['required', 'integer', 'exists:crew_members,id'],
            'counterpart_pairing_id' => ['nullable', 'integer', 'exists:pairings,id'],
            'note' => ['nullable', 'string', 'max:500'],
        ]);

        $requester = $request->user()->crewMember;
        $counterpart = CrewMember::findOrFail($data['counterpart_id']);

        $problems = $this->legality->checkSwap(
            $requester,
            $counterpart,
            $data['pairing_id'],
            $data['counterpart_pairing_id'] ?? null,
        );
        if ($problems !== []) {
            return response()->json(['errors' => $problems], 422);
        }

        $swap = SwapRequest::create([
            'requester_id' => $requester->id,
            'counterpart_id' => $counterpart->id,
            'pairing_id' => $data['pairing_id'],
            'counterpart_pairing_id' => $data['counterpart_pairing_id'] ?? null,
            'note' => $data['note'] ?? null,
            'status' => SwapRequest::STATUS_PENDING,
        ]);

        return response()->json($swap, 201);
    }

    public function accept(Request $request, SwapRequest $swap): JsonResponse
    {
        $crew = $request->user()->crewMember;
        if ($swap->counterpart_id !== $crew->id) {
            abort(403);
        }

        $swap->update(['status' => SwapRequest::STATUS_ACCEPTED]);

        return response()->json($swap);
    }

    public function withdraw(Request $request, SwapRequest $swap): JsonResponse
    {
        $crew = $request->user()->crewMember;
        if ($swap->requester_id !== $crew->id) {
            abort(403);
        }

        $swap->update(['status' => SwapRequest::STATUS_WITHDRAWN]);

        return response()->json($swap);
    }
}
