<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Events\BookingCancelled;
use App\Models\Booking;
use App\Models\Vehicle;
use App\Services\PricingService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

final class BookingController extends Controller
{
    public function __construct(
        private readonly PricingService $pricing,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        $bookings = Booking::query()
            ->where('branch_code', $request->user()->branch_code)
            ->whereDate('pickup_at', '>=', now()->startOfDay())
            ->orderBy('pickup_at')
            ->paginate(25);

        return response()->json($bookings);
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'vehicle_id' => ['required', 'integer', 'exists:vehicles,id'],
            'customer_id' => ['required', 'integer', 'exists:customers,id'],
            'pickup_at' => ['required', 'date', 'after:now'],
            'return_at' => ['required', 'date', 'after:pickup_at'],
        ]);

        $vehicle = Vehicle::findOrFail($data['vehicle_id']);
        if (! $vehicle->isAvailableBetween($data['pickup_at'], $data['return_at'])) {
            return response()->json(['error' => 'Vehicle is not available for those dates'], 409);
        }

        $booking = Booking::create([
            ...$data,
            'branch_code' => $request->user()->branch_code,
            'quoted_total' => $this->pricing->quote($vehicle, $data['pickup_at'], $data['return_at']),
            'status' => 'confirmed',
        ]);

        return response()->json($booking, 201);
    }

    public function cancel(Booking $booking): JsonResponse
    {
        if ($booking->status === 'picked_up') {
            return response()->json(['error' => 'Booking already picked up'], 409);
        }

        $booking->update(['status' => 'cancelled']);
        BookingCancelled::dispatch($booking);

        return response()->json($booking);
    }
}
