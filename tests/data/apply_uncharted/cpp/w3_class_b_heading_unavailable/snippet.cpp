// ... existing code ...
    report.longitude = lon / kCoordScale;
    report.latitude = lat / kCoordScale;
    report.cog_degrees = bits.unsigned_at(112, 12) / 10.0;
    const auto heading = static_cast<int>(bits.unsigned_at(124, 9));
    report.heading = heading == 511 ? -1 : heading;  // 511 = heading not available
    report.is_class_b = true;
    return report;
}
// ... existing code ...
