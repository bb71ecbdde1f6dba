      # ... existing code ...

      def build
        # ... existing code ...
        protocol.treatment_cycles.times do |cycle|
          visits << cycle_visit(cycle + 1)
          visits << pk_sample_visit(cycle + 1) if protocol.pk_cycles.include?(cycle + 1)
        end
        # ... existing code ...
      end

      # ... existing code ...

      def cycle_visit(number)
        # ... existing code ...
      end

      def pk_sample_visit(number)
        day = (number - 1) * protocol.cycle_length_days + 1
        planned("C#{number}D2", "Cycle #{number} Day 2 (PK)", anchor_date + day, 0, 0)
      end

      # ... existing code ...
