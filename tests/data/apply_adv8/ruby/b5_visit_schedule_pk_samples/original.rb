# frozen_string_literal: true

module Edc
  module Scheduling
    # Builds the planned visit list for a subject from the protocol's
    # visit definitions, anchored on the randomisation date.
    class VisitScheduleBuilder
      PlannedVisit = Struct.new(:code, :label, :target_date, :window_before, :window_after, keyword_init: true)

      def initialize(protocol:, subject:)
        @protocol = protocol
        @subject = subject
      end

      def build
        visits = []
        visits << screening_visit
        visits << baseline_visit

        protocol.treatment_cycles.times do |cycle|
          visits << cycle_visit(cycle + 1)
        end

        visits << end_of_treatment_visit
        visits << follow_up_visit if protocol.follow_up_days.positive?
        visits.compact.sort_by(&:target_date)
      end

      private

      attr_reader :protocol, :subject

      def anchor_date
        subject.randomised_on || raise(ArgumentError, "subject #{subject.id} is not randomised")
      end

      def screening_visit
        planned("SCR", "Screening", anchor_date - protocol.screening_days, 0, 0)
      end

      def baseline_visit
        planned("BL", "Baseline / Day 1", anchor_date, 0, 0)
      end

      def cycle_visit(number)
        day = (number - 1) * protocol.cycle_length_days
        planned("C#{number}D1", "Cycle #{number} Day 1", anchor_date + day, 2, 2)
      end

      def end_of_treatment_visit
        day = protocol.treatment_cycles * protocol.cycle_length_days
        planned("EOT", "End of treatment", anchor_date + day, 0, 7)
      end

      def follow_up_visit
        day = protocol.treatment_cycles * protocol.cycle_length_days + protocol.follow_up_days
        planned("FU", "Safety follow-up", anchor_date + day, 3, 3)
      end

      def planned(code, label, date, before, after)
        PlannedVisit.new(code: code, label: label, target_date: date, window_before: before, window_after: after)
      end
    end
  end
end
