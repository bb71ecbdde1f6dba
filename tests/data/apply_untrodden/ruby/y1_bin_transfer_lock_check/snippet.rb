module Inventory
  # …
  class BinTransfer
    class Error < StandardError; end
    class InsufficientStock < Error; end
    class SiteMismatch < Error; end
    class BinLocked < Error; end

    # [unchanged]

    def validate!
      raise ArgumentError, "qty must be positive" unless qty.positive?
      raise SiteMismatch, "bins are in different sites" if from_bin.site_id != to_bin.site_id
      locked = [from_bin, to_bin].find(&:count_locked?)
      raise BinLocked, "#{locked.code} is locked for a cycle count" if locked

      # …
    end

    # [unchanged]
  end
end
