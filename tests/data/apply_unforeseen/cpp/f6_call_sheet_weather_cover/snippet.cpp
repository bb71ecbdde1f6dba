// ... existing code ...

class CallSheet {
public:
    // ... existing code ...
    const std::string& productionCode() const { return productionCode_; }
    int shootDay() const { return shootDay_; }

    void setWeatherCover(std::string location) { weatherCover_ = std::move(location); }
    const std::optional<std::string>& weatherCover() const { return weatherCover_; }

private:
    // ... existing code ...
    std::vector<CastCall> calls_;
    std::optional<std::string> weatherCover_;
};

// ... existing code ...
