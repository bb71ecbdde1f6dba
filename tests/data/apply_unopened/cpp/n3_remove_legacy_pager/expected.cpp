#include "crew_scheduler.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>

#include "telemetry.h"

namespace dispatch {

namespace {

constexpr double kEarthRadiusKm = 6371.0;
constexpr int kMaxJobsPerShift = 8;

double toRadians(double deg) { return deg * M_PI / 180.0; }

double haversineKm(const GeoPoint& a, const GeoPoint& b) {
    const double dLat = toRadians(b.lat - a.lat);
    const double dLon = toRadians(b.lon - a.lon);
    const double h = std::sin(dLat / 2) * std::sin(dLat / 2) +
                     std::cos(toRadians(a.lat)) * std::cos(toRadians(b.lat)) *
                         std::sin(dLon / 2) * std::sin(dLon / 2);
    return 2 * kEarthRadiusKm * std::asin(std::sqrt(h));
}

std::string jobSummary(const FieldJob& job) {
    std::ostringstream out;
    out << job.id << " @ " << job.address << " (P" << job.priority << ")";
    return out.str();
}

}  // namespace

CrewScheduler::CrewScheduler(std::vector<Crew> crews) : crews_(std::move(crews)) {}

const Crew* CrewScheduler::nearestAvailable(const FieldJob& job) const {
    const Crew* best = nullptr;
    double bestKm = 0.0;
    for (const auto& crew : crews_) {
        if (crew.jobsToday >= kMaxJobsPerShift || !crew.onShift) {
            continue;
        }
        if (job.requiresHv && !crew.hvAuthorised) {
            continue;
        }
        const double km = haversineKm(crew.position, job.location);
        if (best == nullptr || km < bestKm) {
            best = &crew;
            bestKm = km;
        }
    }
    return best;
}

bool CrewScheduler::dispatch(FieldJob& job) {
    const Crew* crew = nearestAvailable(job);
    if (crew == nullptr) {
        telemetry::event("dispatch.no_crew", jobSummary(job));
        return false;
    }
    auto& mutableCrew = const_cast<Crew&>(*crew);
    mutableCrew.jobsToday += 1;
    job.assignedCrew = crew->id;
    job.status = JobStatus::Dispatched;
    telemetry::event("dispatch.assigned", jobSummary(job));
    return true;
}

void CrewScheduler::endShift(const std::string& crewId) {
    for (auto& crew : crews_) {
        if (crew.id == crewId) {
            crew.onShift = false;
            crew.jobsToday = 0;
            return;
        }
    }
}

std::size_t CrewScheduler::availableCount() const {
    return static_cast<std::size_t>(std::count_if(crews_.begin(), crews_.end(), [](const Crew& c) {
        return c.onShift && c.jobsToday < kMaxJobsPerShift;
    }));
}

}  // namespace dispatch
