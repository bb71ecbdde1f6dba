    def overdue
      overdue = @repo.active.select { |v| v.next_due_on < @today }
      overdue.reject! { |v| v.patient.deceased? }
      overdue.sort_by { |v| [v.next_due_on, v.patient.name] }
    end

    # ... rest of the class unchanged ...
