// Per-field yield summaries built from weighbridge load tickets.
#include <iomanip>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

namespace farm::harvest {

constexpr double kStandardMoisture = 14.0;

struct LoadTicket {
  std::string fieldId;
  std::string crop;
  double netWeightKg;
  double moisturePct;
};

struct FieldSummary {
  std::string fieldId;
  double areaHa;
  double totalKg;
  double avgMoisturePct;
  double yieldTPerHa;
};

// Returns tonnes per hectare for a field, corrected to standard moisture.
double yieldPerHectare(double netWeightKg, double areaHa, double moisturePct) {
  if (areaHa <= 0.0) {
    return 0.0;
  }
  const double dryFactor = (100.0 - moisturePct) / (100.0 - kStandardMoisture);
  return (netWeightKg * dryFactor / 1000.0) / areaHa;
}

double totalWeight(const std::vector<LoadTicket>& tickets, const std::string& fieldId) {
  return std::accumulate(tickets.begin(), tickets.end(), 0.0,
                         [&](double sum, const LoadTicket& t) {
                           return t.fieldId == fieldId ? sum + t.netWeightKg : sum;
                         });
}

// Weight-averaged moisture of all loads from one field.
double averageMoisture(const std::vector<LoadTicket>& tickets, const std::string& fieldId) {
  double weighted = 0.0;
  double total = 0.0;
  for (const auto& t : tickets) {
    if (t.fieldId != fieldId) {
      continue;
    }
    weighted += t.moisturePct * t.netWeightKg;
    total += t.netWeightKg;
  }
  return total > 0.0 ? weighted / total : kStandardMoisture;
}

FieldSummary summarizeField(const std::vector<LoadTicket>& tickets,
                            const std::string& fieldId, double areaHa) {
  FieldSummary summary{fieldId, areaHa, 0.0, 0.0, 0.0};
  summary.totalKg = totalWeight(tickets, fieldId);
  summary.avgMoisturePct = averageMoisture(tickets, fieldId);
  summary.yieldTPerHa = yieldPerHectare(summary.totalKg, areaHa, summary.avgMoisturePct);
  return summary;
}

void printSummaries(const std::vector<FieldSummary>& summaries) {
  std::cout << std::left << std::setw(12) << "Field" << std::setw(12) << "Area (ha)"
            << std::setw(14) << "Total (kg)" << std::setw(14) << "Moisture (%)"
            << "Yield (t/ha)\n";
  for (const auto& s : summaries) {
    std::cout << std::left << std::setw(12) << s.fieldId << std::setw(12) << s.areaHa
              << std::setw(14) << s.totalKg << std::setw(14) << s.avgMoisturePct
              << std::fixed << std::setprecision(2) << s.yieldTPerHa << '\n';
  }
}

}  // namespace farm::harvest
