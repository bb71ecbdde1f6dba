    def overdue(today = Date.today)
      open_treatments
        .select { |t| t.due_on < today }
        .sort_by { |t| [PRIORITIES.fetch(t.priority), t.due_on] }
    end

    # ... rest of TreatmentQueue unchanged ...
