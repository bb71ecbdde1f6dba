use App\Services\Payouts\PayoutCalculator;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;

// ... existing code ...

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
            // ... existing code ...
        ]);
    }
}
