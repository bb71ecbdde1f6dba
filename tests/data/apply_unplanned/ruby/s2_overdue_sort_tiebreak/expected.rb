# frozen_string_literal: true

require "date"

module Hospital
  # Queries behind the front desk's vaccination dashboard.
  class VaccinationQueries
    DUE_SOON_WINDOW = 30

    def initialize(repo: VaccinationRepository.new, today: Date.today)
      @repo = repo
      @today = today
    end

    def current
      current = @repo.active.select { |v| v.next_due_on > @today + DUE_SOON_WINDOW }
      current.reject! { |v| v.patient.deceased? }
      current.sort_by(&:next_due_on)
    end

    def due_soon
      due = @repo.active.select { |v| v.next_due_on.between?(@today, @today + DUE_SOON_WINDOW) }
      due.reject! { |v| v.patient.deceased? }
      due.sort_by(&:next_due_on)
    end

    def overdue
      overdue = @repo.active.select { |v| v.next_due_on < @today }
      overdue.reject! { |v| v.patient.deceased? }
      overdue.sort_by { |v| [v.next_due_on, v.patient.name] }
    end

    def for_patient(patient_id)
      @repo.for_patient(patient_id).sort_by(&:given_on).reverse
    end

    def counts_by_status
      {
        current: current.size,
        due_soon: due_soon.size,
        overdue: overdue.size
      }
    end

    def rabies_certificates_expiring(within_days: 14)
      limit = @today + within_days
      @repo.active
           .select { |v| v.vaccine == "rabies" && v.next_due_on.between?(@today, limit) }
           .sort_by(&:next_due_on)
    end

    private

    def species_label(vaccination)
      vaccination.patient.species.to_s.capitalize
    end
  end
end
