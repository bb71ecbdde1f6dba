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
    public function index(Request $request)
    {
        $query = Carrier::query()->orderBy('legal_name');

        if ($request->filled('status')) {
            $query->where('status', $request->input('status'));
        }

        if ($request->filled('equipment')) {
            $query->whereJsonContains('equipment', $request->input('equipment'));
        }

        return CarrierResource::collection($query->paginate(50));
    }

    public function show(Carrier $carrier)
    {
        return new CarrierResource($carrier->load('contacts', 'insurancePolicies'));
    }

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
            'legal_name' => $data['legal_name'],
            'mc_number' => $data['mc_number'],
            'dot_number' => $data['dot_number'],
            'equipment' => $data['equipment'] ?? [],
            'status' => 'pending',
        ]);

        return (new CarrierResource($carrier))
            ->response()
            ->setStatusCode(201);
    }

    public function update(UpdateCarrierRequest $request, Carrier $carrier)
    {
        $carrier->fill($request->validated());
        $carrier->save();

        return new CarrierResource($carrier);
    }

    public function approve(Carrier $carrier): JsonResponse
    {
        $carrier->status = 'active';
        $carrier->save();

        return response()->json(['id' => $carrier->id, 'status' => $carrier->status]);
    }

    public function suspend(Request $request, Carrier $carrier): JsonResponse
    {
        $carrier->status = 'suspended';
        $carrier->suspension_reason = $request->input('reason');
        $carrier->save();

        return response()->json(['id' => $carrier->id, 'status' => $carrier->status]);
    }
}
