<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreLeakReportRequest;
use App\Models\LeakReport;
use App\Notifications\LeakReportReceived;
use App\Services\GeocodingService;
use Illuminate\Http\JsonResponse;
// ... existing code ...

    public function store(StoreLeakReportRequest $request, GeocodingService $geocoder): JsonResponse
    {
        $data = $request->validated();

        $report = new LeakReport();
        // ... existing code ...
        $report->street_address = $data['street_address'];

        $point = $geocoder->locate($data['street_address']);
        if ($point !== null) {
            $report->latitude = $point->latitude;
            $report->longitude = $point->longitude;
            $report->pressure_zone = $geocoder->pressureZoneFor($point);
        }

        $report->description = $data['description'];
        // ... existing code ...
    }

// ... existing code ...
