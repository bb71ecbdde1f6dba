        // ... existing code ...

        public decimal CalculateIrrigation(decimal usageM3, bool droughtStageActive)
        {
            if (usageM3 < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(usageM3));
            }

            var volumetric = usageM3 * _rates.IrrigationFlat;
            if (droughtStageActive)
            {
                volumetric += volumetric * DroughtSurchargeRate;
            }
            return Math.Round(IrrigationBaseCharge + volumetric, 2);
        }

        // ... existing code ...
