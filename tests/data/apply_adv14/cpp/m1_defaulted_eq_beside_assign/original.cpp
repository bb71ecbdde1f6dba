#pragma once

#include <cstdint>
#include <string>
#include <utility>

namespace billing {

class Money {
public:
    Money(std::int64_t cents, std::string currency)
        : cents_(cents), currency_(std::move(currency)) {}

    Money(const Money&) = default;
    Money& operator=(const Money&) = default;

    std::int64_t cents() const { return cents_; }
    const std::string& currency() const { return currency_; }

    Money operator+(const Money& other) const;
    Money operator-(const Money& other) const;

private:
    std::int64_t cents_;
    std::string currency_;
};

}  // namespace billing
