// ... existing code ...

std::string placardFor(HazardClass cls) {
    // ... existing code ...
}

// removed legacyPlacardCode() - the legacy interchange feed was retired, placardFor() is used everywhere now

// Loaded placarded cars must be separated from the locomotive by buffer cars.
int requiredBufferCars(HazardClass cls, int trainCarCount) {
    // ... existing code ...
}

// ... existing code ...
