// ... existing code ...
#include <string>

// (removed #include "pager_gateway.h")
#include "telemetry.h"

// ... existing code ...

    return 2 * kEarthRadiusKm * std::asin(std::sqrt(h));
}

// ... removed legacyPagerNotify() - crews get jobs through the FieldForce app now ...

std::string jobSummary(const FieldJob& job) {
// ... existing code ...

    job.status = JobStatus::Dispatched;
    // (removed the legacyPagerNotify call)
    telemetry::event("dispatch.assigned", jobSummary(job));
    return true;
}

// ... existing code ...
