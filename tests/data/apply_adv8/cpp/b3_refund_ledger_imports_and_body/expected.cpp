// Refund ledger: tracks refunds issued against RMAs so finance can reconcile
// them against the payment processor's settlement reports.
#include "returns/refund_ledger.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "returns/audit_log.h"
#include "returns/money.h"
#include "returns/rma.h"

namespace returns {

RefundLedger::RefundLedger(std::string currency) : currency_(std::move(currency)) {}

void RefundLedger::Issue(const Rma& rma, Money amount, const std::string& reason) {
  if (amount.currency() != currency_) {
    throw std::invalid_argument("refund currency does not match ledger");
  }
  std::lock_guard<std::mutex> lock(mu_);
  Money& issued = issued_by_rma_[rma.id()];
  if (issued + amount > rma.refundable_total()) {
    throw std::out_of_range("refund exceeds refundable total for " + rma.id());
  }
  issued += amount;
  entries_.push_back(Entry{rma.id(), amount, reason, EntryKind::kIssue});
}

void RefundLedger::Reverse(const Rma& rma, Money amount, const std::string& reason) {
  if (amount.currency() != currency_) {
    throw std::invalid_argument("refund currency does not match ledger");
  }
  std::lock_guard<std::mutex> lock(mu_);
  Money& issued = issued_by_rma_[rma.id()];
  if (amount > issued) {
    throw std::out_of_range("reversal exceeds issued amount for " + rma.id());
  }
  issued -= amount;
  entries_.push_back(Entry{rma.id(), amount, reason, EntryKind::kReversal});
  AuditLog::Global().Record(AuditEvent::kRefundReversed, rma.id(), amount, reason);
}

Money RefundLedger::IssuedFor(const std::string& rma_id) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = issued_by_rma_.find(rma_id);
  if (it == issued_by_rma_.end()) {
    return Money::Zero(currency_);
  }
  return it->second;
}

Money RefundLedger::Total() const {
  std::lock_guard<std::mutex> lock(mu_);
  Money total = Money::Zero(currency_);
  for (const auto& [rma_id, amount] : issued_by_rma_) {
    total += amount;
  }
  return total;
}

std::vector<RefundLedger::Entry> RefundLedger::EntriesFor(const std::string& rma_id) const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<Entry> result;
  for (const Entry& entry : entries_) {
    if (entry.rma_id == rma_id) {
      result.push_back(entry);
    }
  }
  return result;
}

}  // namespace returns
