<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreTicketRequest;
use App\Models\Sailing;
use App\Models\Ticket;
use App\Services\DeckSpaceService;
use App\Services\FareCalculator;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class TicketController extends Controller
{
    public function __construct(
        private DeckSpaceService $deckSpace,
        private FareCalculator $fares,
    ) {
    }

    /**
     * List tickets for a sailing (ops console).
     */
    public function index(Sailing $sailing): JsonResponse
    {
        $tickets = $sailing->tickets()
            ->with('vehicle')
            ->orderBy('created_at')
            ->get();

        return response()->json($tickets);
    }

    /**
     * Sell a new ticket, reserving deck space for any vehicle.
     */
    public function store(StoreTicketRequest $request, Sailing $sailing): JsonResponse
    {
        if (! $sailing->isBookable()) {
            return response()->json(['error' => 'Sailing is not on sale'], 409);
        }

        $vehicle = $request->validated('vehicle');
        if ($vehicle && ! $this->deckSpace->reserve($sailing, $vehicle)) {
            return response()->json(['error' => 'No vehicle deck space left'], 409);
        }

        $ticket = $sailing->tickets()->create([
            'passenger_name' => $request->validated('passenger_name'),
            'adults' => $request->validated('adults'),
            'children' => $request->validated('children', 0),
            'vehicle' => $vehicle,
            'price' => $this->fares->quote($sailing, $request->validated()),
        ]);

        return response()->json($ticket, 201);
    }

    /**
     * Show a single ticket.
     */
    public function show(Ticket $ticket): JsonResponse
    {
        return response()->json($ticket->load('sailing', 'vehicle'));
    }

    /**
     * Refund a ticket and free its deck space.
     */
    public function refund(Request $request, Ticket $ticket): JsonResponse
    {
        if ($ticket->refunded_at !== null) {
            return response()->json(['error' => 'Ticket already refunded'], 409);
        }

        $amount = $this->fares->refundAmount($ticket, now());

        if ($ticket->vehicle) {
            $this->deckSpace->release($ticket->sailing, $ticket->vehicle);
        }

        $ticket->update([
            'refunded_at' => now(),
            'refund_amount' => $amount,
        ]);

        return response()->json($ticket);
    }
}
