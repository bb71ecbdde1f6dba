# ... existing code ...

      def validate(order, patient)
        errors = []
        warnings = []

        # ... existing code ...

        if drug.ingredient?("acetaminophen") && daily_dose_mg(order) > MAX_DAILY_ACETAMINOPHEN_MG
          errors << "acetaminophen exceeds #{MAX_DAILY_ACETAMINOPHEN_MG} mg/day"
        end

        if drug.renal_adjust? && patient.crcl.to_f < drug.renal_threshold_crcl
          warnings << "CrCl #{patient.crcl} mL/min: #{drug.name} needs renal dose adjustment"
        end

        Result.new(order.id, errors, warnings)
      end

# ... existing code ...
