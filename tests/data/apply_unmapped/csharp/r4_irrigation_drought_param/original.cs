using System;

namespace CityWater.Billing
{
    /// <summary>
    /// Computes volumetric charges for each customer class using the
    /// council-approved 2024 rate schedule.
    /// </summary>
    public class TariffCalculator
    {
        private const decimal ResidentialBaseCharge = 18.50m;
        private const decimal CommercialBaseCharge = 42.00m;
        private const decimal IrrigationBaseCharge = 25.00m;
        private const decimal DroughtSurchargeRate = 0.35m;

        private readonly IRateTable _rates;

        public TariffCalculator(IRateTable rates)
        {
            _rates = rates ?? throw new ArgumentNullException(nameof(rates));
        }

        public decimal CalculateResidential(decimal usageM3)
        {
            if (usageM3 < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(usageM3));
            }

            var tier1 = Math.Min(usageM3, 15m);
            var tier2 = Math.Max(usageM3 - 15m, 0m);
            var volumetric = tier1 * _rates.ResidentialTier1 + tier2 * _rates.ResidentialTier2;
            return Math.Round(ResidentialBaseCharge + volumetric, 2);
        }

        public decimal CalculateCommercial(decimal usageM3, int meterSizeMm)
        {
            if (usageM3 < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(usageM3));
            }

            var sizeFactor = meterSizeMm >= 50 ? 2.5m : 1.0m;
            var volumetric = usageM3 * _rates.CommercialFlat;
            return Math.Round(CommercialBaseCharge * sizeFactor + volumetric, 2);
        }

        public decimal CalculateIrrigation(decimal usageM3)
        {
            if (usageM3 < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(usageM3));
            }

            var volumetric = usageM3 * _rates.IrrigationFlat;
            return Math.Round(IrrigationBaseCharge + volumetric, 2);
        }

        public decimal CalculateFireService(int lineSizeMm)
        {
            var monthly = lineSizeMm switch
            {
                <= 100 => 30.00m,
                <= 150 => 55.00m,
                _ => 90.00m
            };
            return monthly;
        }
    }

    public interface IRateTable
    {
        decimal ResidentialTier1 { get; }
        decimal ResidentialTier2 { get; }
        decimal CommercialFlat { get; }
        decimal IrrigationFlat { get; }
    }
}
