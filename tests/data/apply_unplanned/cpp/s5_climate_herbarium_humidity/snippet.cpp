// ... existing code ...

void checkHerbariumStore(const Reading& r, std::vector<Alert>& alerts) {
    if (r.temperatureC < 16.0) pushAlert(alerts, r, "temperature below range");
    if (r.temperatureC > 20.0) pushAlert(alerts, r, "temperature above range");
    if (r.relativeHumidity < 40.0) pushAlert(alerts, r, "humidity below range");
    if (r.relativeHumidity > 55.0) pushAlert(alerts, r, "humidity above range");
}

// ... existing code ...
