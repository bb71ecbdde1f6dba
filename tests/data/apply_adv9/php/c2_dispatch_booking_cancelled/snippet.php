<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Events\BookingCancelled;
use App\Models\Booking;
// ... existing code ...

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
