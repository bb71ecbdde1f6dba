# frozen_string_literal: true

require "bigdecimal/util"
require "csv"

module Reports
  class SalesCsvExport
    # ... existing code ...
  end
end
