<?php

namespace App\Http\Controllers;

use App\Models\Campaign;
use App\Models\Donation;
use App\Services\GiftAidService;
use App\Services\PaymentGateway;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class DonationController extends Controller
{
    public function __construct(
        private readonly PaymentGateway $gateway,
        private readonly GiftAidService $giftAid,
    ) {
    }

    public function index(Campaign $campaign): JsonResponse
    {
        $donations = $campaign->donations()
            ->where('status', 'settled')
            ->latest('received_at')
            ->paginate(25);

        return response()->json($donations);
    }

    public function store(Request $request, Campaign $campaign): JsonResponse
    {
        $validated = $request->validate([
            'amount' => ['required', 'numeric', 'min:1', 'max:50000'],
            'donor_email' => ['required', 'email'],
            'donor_name' => ['required', 'string', 'max:120'],
            'gift_aid' => ['boolean'],
            'is_anonymous' => ['boolean'],
            'payment_token' => ['required', 'string'],
        ]);

        if (! $campaign->isOpen()) {
            return response()->json(['message' => 'This campaign is closed.'], 422);
        }

        $donation = DB::transaction(function () use ($validated, $campaign) {
            $donation = $campaign->donations()->create([
                'amount' => $validated['amount'],
                'donor_email' => $validated['donor_email'],
                'donor_name' => $validated['donor_name'],
                'gift_aid' => $validated['gift_aid'] ?? false,
                'is_anonymous' => $validated['is_anonymous'] ?? false,
                'status' => 'pending',
            ]);

            $this->gateway->charge($validated['payment_token'], $donation->amount, $donation->reference());
            $donation->update(['status' => 'settled']);

            return $donation;
        });

        if ($donation->gift_aid) {
            $this->giftAid->recordDeclaration($donation);
        }

        return response()->json($donation, 201);
    }

    public function show(Campaign $campaign, Donation $donation): JsonResponse
    {
        abort_unless($donation->campaign_id === $campaign->id, 404);

        return response()->json($donation->load('campaign'));
    }
}
