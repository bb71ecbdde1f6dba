// ... existing code ...

// Returns tonnes per hectare for a field, corrected to standard moisture.
double yieldPerHectare(double netWeightKg, double areaHa, double moisturePct) {
  if (areaHa <= 0.0) {
    return 0.0;
  }
  const double dryFactor = (100.0 - moisturePct) / (100.0 - kStandardMoisture);
  return (netWeightKg * dryFactor / 1000.0) / areaHa;
}

// ... existing code ...

  summary.avgMoisturePct = averageMoisture(tickets, fieldId);
  summary.yieldTPerHa = yieldPerHectare(summary.totalKg, areaHa, summary.avgMoisturePct);
  return summary;
}

// ... existing code ...
