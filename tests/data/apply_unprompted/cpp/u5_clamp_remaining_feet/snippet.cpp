// Clear length still available on a track for more cars.
double remainingFeet(const Track& track) {
    const double used = occupiedFeet(track);
    return std::max(0.0, track.clearLengthFeet - used);
}

// ... existing code ...
