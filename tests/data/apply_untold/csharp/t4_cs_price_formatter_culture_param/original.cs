using System;
using System.Globalization;

namespace Shop.Formatting
{
    public static class DisplayFormatter
    {
        private const string Dash = "—";

        public static string FormatPrice(decimal amount, string currencyCode)
        {
            var culture = CultureInfo.CurrentCulture;
            var symbol = CurrencySymbols.Lookup(currencyCode) ?? currencyCode;
            return string.Format(culture, "{0}{1:N2}", symbol, amount);
        }

        public static string FormatQuantity(int quantity, string unit)
        {
            if (quantity == 1)
            {
                return $"1 {unit}";
            }

            return $"{quantity} {unit}s";
        }

        public static string FormatPercent(decimal? value)
        {
            if (value is null)
            {
                return Dash;
            }

            return value.Value.ToString("P1", CultureInfo.CurrentCulture);
        }

        public static string FormatDate(DateTime? value)
        {
            return value?.ToString("d", CultureInfo.CurrentCulture) ?? Dash;
        }

        public static string FormatWeight(decimal kilograms)
        {
            return kilograms < 1m
                ? $"{kilograms * 1000:0} g"
                : $"{kilograms:0.##} kg";
        }
    }
}
