class PvArrayModel {
public:
    // ... existing code ...

    double acOutputKw(const IrradianceSample& s) const {
        const double ac = dcOutputKw(s) * (1.0 - soiling_loss_) * kInverterEfficiency;
        return std::min(ac, inverter_limit_kw_);
    }

    // Fraction of output lost to dirt on the panels, capped at 30 %.
    void setSoilingLoss(double loss) { soiling_loss_ = std::clamp(loss, 0.0, 0.3); }

    double peakKw() const { return peak_kw_; }

private:
    // ... existing code ...
    double inverter_limit_kw_;
    double soiling_loss_ = 0.0;
};
