using System;
using System.Collections.Generic;

namespace Harbor.Dining.Receiving
{
    /// <summary>
    /// Checks chilled and frozen lines on a supplier delivery before the receiver signs for it.
    /// </summary>
    public sealed class DeliveryInspector
    {
        private readonly List<string> _findings = new List<string>();

        public IReadOnlyList<string> Findings => _findings;

        public bool InspectDairy(DeliveryLine line)
        {
            if (line.TemperatureCelsius > 5.0)
            {
                _findings.Add($"{line.Sku}: dairy arrived at {line.TemperatureCelsius:F1}C");
                return false;
            }
            if (line.BestBefore < DateTime.Today.AddDays(3))
            {
                _findings.Add($"{line.Sku}: dairy best-before too close");
                return false;
            }
            return true;
        }

        public bool InspectMeat(DeliveryLine line)
        {
            if (line.TemperatureCelsius > 5.0)
            {
                _findings.Add($"{line.Sku}: meat arrived at {line.TemperatureCelsius:F1}C");
                return false;
            }
            if (line.BestBefore < DateTime.Today.AddDays(3))
            {
                _findings.Add($"{line.Sku}: meat best-before too close");
                return false;
            }
            return true;
        }

        public bool InspectSeafood(DeliveryLine line)
        {
            if (line.TemperatureCelsius > 3.0)
            {
                _findings.Add($"{line.Sku}: seafood arrived at {line.TemperatureCelsius:F1}C");
                return false;
            }
            if (line.BestBefore < DateTime.Today.AddDays(3))
            {
                _findings.Add($"{line.Sku}: seafood best-before too close");
                return false;
            }
            return true;
        }

        public bool InspectFrozen(DeliveryLine line)
        {
            if (line.TemperatureCelsius > -15.0)
            {
                _findings.Add($"{line.Sku}: frozen goods arrived at {line.TemperatureCelsius:F1}C");
                return false;
            }
            return true;
        }

        public bool Inspect(DeliveryLine line)
        {
            switch (line.Category)
            {
                case Category.Dairy: return InspectDairy(line);
                case Category.Meat: return InspectMeat(line);
                case Category.Seafood: return InspectSeafood(line);
                case Category.Frozen: return InspectFrozen(line);
                default: return true;
            }
        }
    }
}
