// climate_checks.cpp — conservation climate checks for collection stores.
// Readings arrive every 15 minutes from the building management system.
#include <cstdio>
#include <string>
#include <vector>

struct Reading {
    std::string room;
    double temperatureC;
    double relativeHumidity;
};

struct Alert {
    std::string room;
    std::string message;
};

static void pushAlert(std::vector<Alert>& alerts, const Reading& r, const char* what) {
    alerts.push_back({r.room, what});
}

void checkMineralVault(const Reading& r, std::vector<Alert>& alerts) {
    if (r.temperatureC < 16.0) pushAlert(alerts, r, "temperature below range");
    if (r.temperatureC > 22.0) pushAlert(alerts, r, "temperature above range");
    if (r.relativeHumidity < 30.0) pushAlert(alerts, r, "humidity below range");
    if (r.relativeHumidity > 40.0) pushAlert(alerts, r, "humidity above range");
}

void checkHerbariumStore(const Reading& r, std::vector<Alert>& alerts) {
    if (r.temperatureC < 16.0) pushAlert(alerts, r, "temperature below range");
    if (r.temperatureC > 20.0) pushAlert(alerts, r, "temperature above range");
    if (r.relativeHumidity < 40.0) pushAlert(alerts, r, "humidity below range");
    if (r.relativeHumidity > 55.0) pushAlert(alerts, r, "humidity above range");
}

void checkFluidCollection(const Reading& r, std::vector<Alert>& alerts) {
    if (r.temperatureC < 14.0) pushAlert(alerts, r, "temperature below range");
    if (r.temperatureC > 18.0) pushAlert(alerts, r, "temperature above range");
    if (r.relativeHumidity < 40.0) pushAlert(alerts, r, "humidity below range");
    if (r.relativeHumidity > 50.0) pushAlert(alerts, r, "humidity above range");
}

void checkEntomologyCabinets(const Reading& r, std::vector<Alert>& alerts) {
    if (r.temperatureC < 16.0) pushAlert(alerts, r, "temperature below range");
    if (r.temperatureC > 20.0) pushAlert(alerts, r, "temperature above range");
    if (r.relativeHumidity < 40.0) pushAlert(alerts, r, "humidity below range");
    if (r.relativeHumidity > 50.0) pushAlert(alerts, r, "humidity above range");
}

void checkReading(const Reading& r, std::vector<Alert>& alerts) {
    if (r.room == "mineral-vault") {
        checkMineralVault(r, alerts);
    } else if (r.room == "herbarium") {
        checkHerbariumStore(r, alerts);
    } else if (r.room == "fluid-store") {
        checkFluidCollection(r, alerts);
    } else if (r.room == "entomology") {
        checkEntomologyCabinets(r, alerts);
    } else {
        pushAlert(alerts, r, "unknown room");
    }
}

int main() {
    std::vector<Reading> readings = {
        {"mineral-vault", 19.5, 35.0},
        {"herbarium", 18.2, 52.5},
        {"fluid-store", 17.0, 44.0},
        {"entomology", 21.3, 47.0},
    };
    std::vector<Alert> alerts;
    for (const auto& r : readings) {
        checkReading(r, alerts);
    }
    for (const auto& a : alerts) {
        std::printf("[%s] %s\n", a.room.c_str(), a.message.c_str());
    }
    return alerts.empty() ? 0 : 1;
}
