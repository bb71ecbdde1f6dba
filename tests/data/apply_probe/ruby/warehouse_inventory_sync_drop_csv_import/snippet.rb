    def import_from_api(since: nil)
      # ... existing code ...
      rows.size
    end

    # ... removed import_from_csv (legacy CSV import is no longer used) ...

    def reconcile!
      # ... existing code ...
    end
