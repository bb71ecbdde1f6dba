class LoanRegistry {
    // ... existing code ...

    std::vector<Loan> overdueLoans(const Date& today) const {
        std::vector<Loan> overdue;
        for (const auto& loan : loans_) {
            if (loan.status != LoanStatus::Returned && loan.dueBack < today) {
                overdue.push_back(loan);
            }
        }
        return overdue;
    }
};
