<?php

namespace App\Http\Controllers\Dispatch;

use App\Http\Controllers\Controller;
use App\Models\Courier;
use App\Models\Delivery;
use App\Services\Payouts\PayoutCalculator;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CourierPayoutController extends Controller
{
    public function __construct(private PayoutCalculator $calculator)
    {
    }

    public function index(Request $request, Courier $courier): JsonResponse
    {
        $validated = $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
        ]);

        $deliveries = Delivery::query()
            ->where('courier_id', $courier->id)
            ->whereBetween('delivered_at', [$validated['from'], $validated['to']])
            ->orderBy('delivered_at')
            ->get();

        return response()->json([
            'courier_id' => $courier->id,
            'deliveries' => $deliveries->count(),
            'base_pay' => $this->calculator->basePay($deliveries),
            'tips' => $deliveries->sum('tip_cents') / 100,
            'total' => $this->calculator->total($deliveries),
        ]);
    }

    public function show(Courier $courier, Delivery $delivery): JsonResponse
    {
        abort_unless($delivery->courier_id === $courier->id, 404);

        return response()->json([
            'delivery_id' => $delivery->id,
            'distance_km' => $delivery->distance_km,
            'base_pay' => $this->calculator->basePay(collect([$delivery])),
            'tips' => $delivery->tip_cents / 100,
            'peak_bonus' => $this->calculator->peakBonus($delivery),
        ]);
    }

    public function currentWeek(Courier $courier): JsonResponse
    {
        // Couriers are paid on their local week, not the server's (UTC).
        $weekStart = CarbonImmutable::now($courier->timezone)->startOfWeek();

        $deliveries = Delivery::query()
            ->where('courier_id', $courier->id)
            ->where('delivered_at', '>=', $weekStart->utc())
            ->get();

        return response()->json([
            'courier_id' => $courier->id,
            'week_start' => $weekStart->toDateString(),
            'deliveries' => $deliveries->count(),
            'total' => $this->calculator->total($deliveries),
        ]);
    }
}
