// loan_registry.cpp — tracks specimens lent to partner institutions.
#include <algorithm>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

namespace museum::loans {

struct Date {
    int year;
    int month;
    int day;

    bool operator<(const Date& other) const {
        if (year != other.year) return year < other.year;
        if (month != other.month) return month < other.month;
        return day < other.day;
    }
};

enum class LoanStatus { Requested, Approved, InTransit, OnSite, Returned };

struct Loan {
    std::string catalogNumber;
    std::string borrower;
    Date dueBack;
    LoanStatus status;
};

class LoanRegistry {
    std::string institution_;
    std::vector<Loan> loans_;

public:
    explicit LoanRegistry(std::string institution)
        : institution_(std::move(institution)) {}

    void add(Loan loan) {
        loans_.push_back(std::move(loan));
    }

    bool markReturned(const std::string& catalogNumber) {
        for (auto& loan : loans_) {
            if (loan.catalogNumber == catalogNumber) {
                loan.status = LoanStatus::Returned;
                return true;
            }
        }
        return false;
    }

    bool markOnSite(const std::string& catalogNumber) {
        for (auto& loan : loans_) {
            if (loan.catalogNumber == catalogNumber) {
                loan.status = LoanStatus::OnSite;
                return true;
            }
        }
        return false;
    }

    std::size_t activeCount() const {
        return std::count_if(loans_.begin(), loans_.end(), [](const Loan& loan) {
            return loan.status != LoanStatus::Returned;
        });
    }

    const std::string& institution() const { return institution_; }
};

void printSummary(const LoanRegistry& registry) {
    std::cout << registry.institution() << ": "
              << registry.activeCount() << " active loans\n";
}

}  // namespace museum::loans

int main() {
    using namespace museum::loans;
    LoanRegistry registry("Northfield Natural History Museum");
    registry.add({"NHM-ORN-0412", "Coastal Bird Trust", {2024, 9, 30}, LoanStatus::OnSite});
    registry.add({"NHM-PAL-1187", "State Geology Survey", {2024, 11, 15}, LoanStatus::InTransit});
    registry.add({"NHM-ENT-2290", "University Insect Lab", {2024, 6, 1}, LoanStatus::Approved});
    registry.markReturned("NHM-ENT-2290");
    printSummary(registry);
    return 0;
}
