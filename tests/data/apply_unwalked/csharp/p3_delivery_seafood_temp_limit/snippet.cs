// ... existing code ...

        public bool InspectSeafood(DeliveryLine line)
        {
            if (line.TemperatureCelsius > 3.0)
            {
                _findings.Add($"{line.Sku}: seafood arrived at {line.TemperatureCelsius:F1}C");
                return false;
            }
            // ... existing code ...
        }

        // ... existing code ...
