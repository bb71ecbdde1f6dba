<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Jobs\FlagSuspiciousFuelPurchase;
use App\Models\FuelCard;
use App\Models\FuelTransaction;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class FuelCardWebhookController extends Controller
{
    public function __invoke(Request $request): JsonResponse
    {
        $payload = $request->validate([
            'transaction_id' => ['required', 'string', 'max:64'],
            'card_number' => ['required', 'string', 'size:16'],
            'station_id' => ['required', 'string'],
            'litres' => ['required', 'numeric', 'min:0'],
            'amount' => ['required', 'numeric', 'min:0'],
            'odometer_km' => ['nullable', 'integer', 'min:0'],
            'occurred_at' => ['required', 'date'],
        ]);

        $card = FuelCard::where('number', $payload['card_number'])->first();
        if ($card === null) {
            Log::warning('Fuel webhook for unknown card', ['card' => substr($payload['card_number'], -4)]);
            return response()->json(['status' => 'ignored'], 202);
        }

        if (FuelTransaction::where('external_id', $payload['transaction_id'])->exists()) {
            return response()->json(['status' => 'duplicate'], 200);
        }

        $transaction = FuelTransaction::create([
            'external_id' => $payload['transaction_id'],
            'fuel_card_id' => $card->id,
            'vehicle_id' => $card->vehicle_id,
            'station_id' => $payload['station_id'],
            'litres' => $payload['litres'],
            'amount' => $payload['amount'],
            'odometer_km' => $payload['odometer_km'] ?? null,
            'occurred_at' => $payload['occurred_at'],
        ]);

        if ($this->exceedsTankCapacity($card, (float) $payload['litres'])) {
            FlagSuspiciousFuelPurchase::dispatch($transaction, 'litres_over_tank_capacity');
        }

        return response()->json(['status' => 'recorded', 'id' => $transaction->id], 201);
    }

    private function exceedsTankCapacity(FuelCard $card, float $litres): bool
    {
        $capacity = $card->vehicle?->tank_capacity_litres;

        return $capacity !== null && $litres > $capacity * 1.05;
    }
}
