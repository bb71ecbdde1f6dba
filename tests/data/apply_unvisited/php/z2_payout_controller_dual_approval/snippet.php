// ... existing code ...

    public function approve(Request $request, Payout $payout): JsonResponse
    {
        if ($payout->status !== Payout::STATUS_PENDING) {
            return response()->json(['error' => 'Payout is not pending'], 409);
        }

        $userId = $request->user()->id;

        // Payouts above the dual-control limit need a second, different approver.
        if ($payout->amount > config('claims.dual_approval_limit') && $payout->approved_by === null) {
            $payout->approved_by = $userId;
            $payout->save();

            return response()->json($payout->fresh(), 202);
        }

        if ($payout->approved_by === $userId) {
            return response()->json(['error' => 'A second approver is required'], 403);
        }

        DB::transaction(function () use ($payout, $userId) {
            $payout->status = Payout::STATUS_APPROVED;
            $payout->second_approved_by = $payout->approved_by !== null ? $userId : null;
            $payout->approved_by ??= $userId;
            $payout->approved_at = now();
            $payout->save();

            $this->gateway->release($payout);
        });

        return response()->json($payout->fresh());
    }

// ... existing code ...
