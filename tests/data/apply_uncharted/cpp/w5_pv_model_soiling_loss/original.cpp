#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

namespace solar {

struct IrradianceSample {
    double ghi_wm2;      // global horizontal irradiance
    double temp_c;       // ambient temperature
    double cloud_cover;  // 0..1
};

class PvArrayModel {
public:
    PvArrayModel(double peak_kw, double temp_coeff, double inverter_limit_kw)
        : peak_kw_(peak_kw),
          temp_coeff_(temp_coeff),
          inverter_limit_kw_(inverter_limit_kw) {
        if (peak_kw_ <= 0.0) {
            throw std::invalid_argument("peak_kw must be positive");
        }
    }

    double dcOutputKw(const IrradianceSample& s) const {
        const double cell_temp = s.temp_c + 0.03 * s.ghi_wm2;
        const double derate = 1.0 + temp_coeff_ * (cell_temp - 25.0);
        return peak_kw_ * (s.ghi_wm2 / 1000.0) * std::max(derate, 0.0);
    }

    double acOutputKw(const IrradianceSample& s) const {
        const double ac = dcOutputKw(s) * kInverterEfficiency;
        return std::min(ac, inverter_limit_kw_);
    }

    double peakKw() const { return peak_kw_; }

private:
    static constexpr double kInverterEfficiency = 0.965;

    double peak_kw_;
    double temp_coeff_;
    double inverter_limit_kw_;
};

class HourlyForecast {
public:
    explicit HourlyForecast(const PvArrayModel& model) : model_(model) {}

    std::vector<double> predict(const std::vector<IrradianceSample>& hours) const {
        std::vector<double> out;
        out.reserve(hours.size());
        for (const auto& h : hours) {
            out.push_back(model_.acOutputKw(h));
        }
        return out;
    }

    double dailyEnergyKwh(const std::vector<IrradianceSample>& hours) const {
        double total = 0.0;
        for (double kw : predict(hours)) {
            total += kw;
        }
        return total;
    }

    std::string summary(const std::vector<IrradianceSample>& hours) const {
        const double kwh = dailyEnergyKwh(hours);
        return "forecast " + std::to_string(std::lround(kwh)) + " kWh from " +
               std::to_string(model_.peakKw()) + " kWp";
    }

private:
    const PvArrayModel& model_;
};

}  // namespace solar
