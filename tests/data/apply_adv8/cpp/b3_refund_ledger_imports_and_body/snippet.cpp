// ... existing code ...

#include "returns/audit_log.h"
#include "returns/money.h"
#include "returns/rma.h"

// ... existing code ...

void RefundLedger::Reverse(const Rma& rma, Money amount, const std::string& reason) {
  // ... existing code ...
  issued -= amount;
  entries_.push_back(Entry{rma.id(), amount, reason, EntryKind::kReversal});
  AuditLog::Global().Record(AuditEvent::kRefundReversed, rma.id(), amount, reason);
}

// ... existing code ...
