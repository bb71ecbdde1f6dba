<?php

namespace App\Http\Controllers\Claims;

use App\Http\Controllers\Controller;
use App\Models\Payout;
use App\Services\Payments\PaymentGateway;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class PayoutApprovalController extends Controller
{
    public function __construct(private PaymentGateway $gateway)
    {
        $this->middleware('can:approve-payouts')->only(['approve', 'reject']);
    }

    public function index(Request $request): JsonResponse
    {
        $payouts = Payout::query()
            ->with(['claim', 'payee'])
            ->where('status', Payout::STATUS_PENDING)
            ->orderBy('created_at')
            ->paginate($request->integer('per_page', 25));

        return response()->json($payouts);
    }

    public function approve(Request $request, Payout $payout): JsonResponse
    {
        if ($payout->status !== Payout::STATUS_PENDING) {
            return response()->json(['error' => 'Payout is not pending'], 409);
        }

        $payout->status = Payout::STATUS_APPROVED;
        $payout->approved_by = $request->user()->id;
        $payout->approved_at = now();
        $payout->save();

        $this->gateway->release($payout);

        return response()->json($payout->fresh());
    }

    public function reject(Request $request, Payout $payout): JsonResponse
    {
        $validated = $request->validate([
            'reason' => ['required', 'string', 'max:500'],
        ]);

        if ($payout->status !== Payout::STATUS_PENDING) {
            return response()->json(['error' => 'Payout is not pending'], 409);
        }

        $payout->status = Payout::STATUS_REJECTED;
        $payout->rejection_reason = $validated['reason'];
        $payout->save();

        return response()->json($payout->fresh());
    }

    public function history(Payout $payout): JsonResponse
    {
        return response()->json(
            DB::table('payout_audit')
                ->where('payout_id', $payout->id)
                ->orderByDesc('recorded_at')
                ->get()
        );
    }
}
