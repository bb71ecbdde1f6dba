#include "ledger/ledger_book.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace bank::ledger {

int normalBalanceSign(AccountType type) {
    switch (type) {
        case AccountType::Asset:
        case AccountType::Expense:
            return 1;
        case AccountType::Liability:
        case AccountType::Equity:
        case AccountType::Income:
            return -1;
    }
    return 1;
}

LedgerBook::LedgerBook(std::string bookCode, Currency currency)
    : bookCode_(std::move(bookCode)), currency_(currency) {}

void LedgerBook::openAccount(const AccountCode& code, AccountType type) {
    if (accounts_.count(code) > 0) {
        throw std::invalid_argument("account already open: " + code.str());
    }
    accounts_.emplace(code, AccountState{type, 0, false});
}

void LedgerBook::closeAccount(const AccountCode& code) {
    auto it = accounts_.find(code);
    if (it == accounts_.end()) {
        throw std::out_of_range("unknown account: " + code.str());
    }
    if (it->second.balanceMinor != 0) {
        throw std::logic_error("cannot close account with non-zero balance: " + code.str());
    }
    it->second.closed = true;
}

PostingResult LedgerBook::apply(const JournalEntry& entry) {
    if (entry.currency != currency_) {
        return PostingResult::rejected("currency mismatch");
    }
    long long net = 0;
    for (const auto& line : entry.lines) {
        net += line.side == Side::Debit ? line.amountMinor : -line.amountMinor;
    }
    if (net != 0) {
        return PostingResult::rejected("entry does not balance");
    }
    for (const auto& line : entry.lines) {
        auto it = accounts_.find(line.account);
        if (it == accounts_.end()) {
            return PostingResult::rejected("unknown account " + line.account.str());
        }
        if (it->second.closed) {
            return PostingResult::rejected("account closed " + line.account.str());
        }
    }
    for (const auto& line : entry.lines) {
        auto& state = accounts_.at(line.account);
        const long long delta = line.side == Side::Debit ? line.amountMinor : -line.amountMinor;
        state.balanceMinor += normalBalanceSign(state.type) * delta;
    }
    journal_.push_back(entry);
    return PostingResult::posted(journal_.size());
}

long long LedgerBook::balance(const AccountCode& code) const {
    auto it = accounts_.find(code);
    if (it == accounts_.end()) {
        throw std::out_of_range("unknown account: " + code.str());
    }
    return it->second.balanceMinor;
}

TrialBalance LedgerBook::trialBalance() const {
    TrialBalance tb;
    for (const auto& [code, state] : accounts_) {
        if (state.balanceMinor == 0) {
            continue;
        }
        if (normalBalanceSign(state.type) > 0) {
            tb.debits += state.balanceMinor;
        } else {
            tb.credits += state.balanceMinor;
        }
        tb.rows.push_back({code, state.type, state.balanceMinor});
    }
    return tb;
}

}  // namespace bank::ledger
