module Billing
  class Invoice < ApplicationRecord
    # ... existing code ...

    def overdue?(today = Date.current)
      status == "open" && due_on.present? && due_on < today
    end
  end
end
