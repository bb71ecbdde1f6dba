<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreCarrierRequest;
use App\Http\Requests\UpdateCarrierRequest;
use App\Http\Resources\CarrierResource;
use App\Models\Carrier;
use App\Services\FmcsaLookup;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CarrierController extends Controller
{
    // ... existing code ...

    public function store(StoreCarrierRequest $request, FmcsaLookup $fmcsa)
    {
        $data = $request->validated();

        $authority = $fmcsa->authorityFor($data['mc_number']);
        if (! $authority->isActive()) {
            return response()->json([
                'message' => 'Carrier operating authority is not active.',
                'mc_number' => $data['mc_number'],
            ], 422);
        }

        $carrier = Carrier::create([
            // ... existing code ...
        ]);

        // ... existing code ...
    }

    // ... existing code ...
}
