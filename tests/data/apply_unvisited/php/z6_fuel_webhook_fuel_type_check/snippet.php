// ... keep existing code
            'litres' => ['required', 'numeric', 'min:0'],
            'fuel_type' => ['required', 'string', 'in:diesel,petrol,adblue,electric'],
            'amount' => ['required', 'numeric', 'min:0'],
// ... keep existing code
            'odometer_km' => $payload['odometer_km'] ?? null,
            'fuel_type' => $payload['fuel_type'],
            'occurred_at' => $payload['occurred_at'],
        ]);

        if ($this->exceedsTankCapacity($card, (float) $payload['litres'])) {
            FlagSuspiciousFuelPurchase::dispatch($transaction, 'litres_over_tank_capacity');
        }

        $vehicleFuel = $card->vehicle?->fuel_type;
        if ($payload['fuel_type'] !== 'adblue' && $vehicleFuel !== null && $vehicleFuel !== $payload['fuel_type']) {
            FlagSuspiciousFuelPurchase::dispatch($transaction, 'fuel_type_mismatch');
        }

        return response()->json(['status' => 'recorded', 'id' => $transaction->id], 201);
    }
// ... keep existing code
