using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using Microsoft.Extensions.Logging;
// ... existing code ...
        private static readonly HashSet<string> AllowedProcedureCodes = new(StringComparer.Ordinal)
        {
            "4000", "4071", "5100", "7100"
        };

        private static readonly Regex CommodityCodePattern = new(@"^\d{10}$", RegexOptions.Compiled);

        // ... existing code ...

        private IEnumerable<string> ValidateItem(DeclarationItem item)
        {
            if (!CommodityCodePattern.IsMatch(item.CommodityCode))
            {
                yield return $"Item {item.Sequence}: commodity code must be exactly 10 digits.";
            }
            // ... existing code ...
