// [unchanged]

void LoadProfile::add(const IntervalReading& reading) {
    if (reading.estimated) {
        ++skipped_estimates_;
        return;
    }
    if (reading.kwh < 0.0) {
        throw std::invalid_argument("negative import reading for " + mpan_);
    }
    // [unchanged]
}

// [unchanged]

std::vector<double> LoadProfile::normalised() const {
    // [unchanged]
    return out;
}

double LoadProfile::offPeakShare(std::size_t fromSlot, std::size_t toSlot) const {
    const double total = dailyTotal();
    if (total == 0.0) {
        return 0.0;
    }
    double share = 0.0;
    for (std::size_t slot = fromSlot % kIntervalsPerDay; slot != toSlot % kIntervalsPerDay;
         slot = (slot + 1) % kIntervalsPerDay) {
        share += averageForSlot(slot);
    }
    return share / total;
}

}  // namespace gridco::metering
