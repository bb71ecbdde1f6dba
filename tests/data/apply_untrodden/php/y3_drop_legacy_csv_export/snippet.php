<?php

// ... existing code ...
use Illuminate\Http\Response;
// ... removed the StreamedResponse import (no longer used) ...

class ServiceAlertController extends Controller
{
    // ... existing code ...

    public function gtfsRealtime(): Response
    {
        // ... existing code ...
    }

    // ... removed legacyCsvExport() and its docblock; the stop-display vendor reads GTFS-RT now ...

    public function destroy(ServiceAlert $alert): Response
    {
        // ... existing code ...
    }
}
