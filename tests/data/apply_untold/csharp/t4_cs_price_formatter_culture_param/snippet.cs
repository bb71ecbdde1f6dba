        // ... existing code ...

        public static string FormatPrice(decimal amount, string currencyCode, CultureInfo? culture = null)
        {
            culture ??= CultureInfo.CurrentCulture;
            var symbol = CurrencySymbols.Lookup(currencyCode) ?? currencyCode;
            return string.Format(culture, "{0}{1:N2}", symbol, amount);
        }

        // ... existing code ...
