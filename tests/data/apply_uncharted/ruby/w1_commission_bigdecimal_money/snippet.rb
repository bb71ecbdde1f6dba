# frozen_string_literal: true

require "bigdecimal"
require "bigdecimal/util"
require "date"
require "json"

# ... existing code ...

    def build_line(txn)
      Line.new(
        policy_number: txn.fetch("policy_number"),
        product: txn.fetch("product"),
        transaction: txn.fetch("transaction"),
        premium: txn.fetch("premium").to_s.to_d,
        effective_on: txn.fetch("effective_on")
      )
    end

    # ... existing code ...

    def commission_for(line)
      amount = (line.premium * BigDecimal(rate_for(line).to_s)).round(2, BigDecimal::ROUND_HALF_EVEN)
      line.transaction == "cancellation" ? -amount : amount
    end

# ... existing code ...
