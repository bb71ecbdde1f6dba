# frozen_string_literal: true

require "date"

module Conservation
  Treatment = Struct.new(:catalog_number, :kind, :priority, :due_on, :assigned_to, :done, keyword_init: true)

  class TreatmentQueue
    PRIORITIES = { urgent: 0, high: 1, normal: 2, low: 3 }.freeze

    def initialize(treatments = [])
      @treatments = treatments
    end

    def add(treatment)
      unless PRIORITIES.key?(treatment.priority)
        raise ArgumentError, "unknown priority #{treatment.priority.inspect}"
      end

      @treatments << treatment
      self
    end

    def open_treatments
      @treatments.reject(&:done)
    end

    def for_conservator(name)
      open_treatments
        .select { |t| t.assigned_to == name }
        .sort_by(&:due_on)
    end

    def for_specimen(catalog_number)
      @treatments
        .select { |t| t.catalog_number == catalog_number }
        .sort_by(&:due_on)
    end

    def overdue(today = Date.today)
      open_treatments
        .select { |t| t.due_on < today }
        .sort_by(&:due_on)
    end

    def unassigned
      open_treatments
        .select { |t| t.assigned_to.nil? }
        .sort_by(&:due_on)
    end

    def complete!(catalog_number, kind)
      treatment = @treatments.find { |t| t.catalog_number == catalog_number && t.kind == kind }
      raise KeyError, "no #{kind} treatment for #{catalog_number}" unless treatment

      treatment.done = true
      treatment
    end

    def summary(today = Date.today)
      {
        open: open_treatments.size,
        overdue: overdue(today).size,
        unassigned: unassigned.size
      }
    end
  end
end

if $PROGRAM_NAME == __FILE__
  queue = Conservation::TreatmentQueue.new
  queue.add(Conservation::Treatment.new(catalog_number: "NHM-ENT-2290", kind: :pest_freeze, priority: :urgent,
                                        due_on: Date.new(2024, 5, 2), assigned_to: "R. Okafor", done: false))
  queue.add(Conservation::Treatment.new(catalog_number: "NHM-PAL-1187", kind: :consolidate, priority: :normal,
                                        due_on: Date.new(2024, 4, 18), assigned_to: nil, done: false))
  queue.add(Conservation::Treatment.new(catalog_number: "NHM-ORN-0412", kind: :rehouse, priority: :low,
                                        due_on: Date.new(2024, 3, 30), assigned_to: "M. Lindqvist", done: false))
  pp queue.summary(Date.new(2024, 5, 10))
  pp queue.overdue(Date.new(2024, 5, 10)).map(&:catalog_number)
end
