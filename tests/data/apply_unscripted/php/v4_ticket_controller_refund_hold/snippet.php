// ... keep existing code

    public function refund(Request $request, Ticket $ticket): JsonResponse
    {
        if ($ticket->refunded_at !== null) {
            return response()->json(['error' => 'Ticket already refunded'], 409);
        }

        // Weather holds and cancellations always get a full refund.
        $amount = $ticket->sailing->isDisruptedByWeather()
            ? $ticket->price
            : $this->fares->refundAmount($ticket, now());

// ... keep existing code
