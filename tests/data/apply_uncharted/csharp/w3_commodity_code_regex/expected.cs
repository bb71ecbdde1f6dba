using System;
using System.Collections.Generic;
using System.Linq;
using System.Text.RegularExpressions;
using Microsoft.Extensions.Logging;
using PortOps.Customs.Domain;

namespace PortOps.Customs.Validation
{
    public sealed class DeclarationValidator
    {
        private static readonly HashSet<string> AllowedProcedureCodes = new(StringComparer.Ordinal)
        {
            "4000", "4071", "5100", "7100"
        };

        private static readonly Regex CommodityCodePattern = new(@"^\d{10}$", RegexOptions.Compiled);

        private readonly ILogger<DeclarationValidator> _logger;
        private readonly ITariffLookup _tariff;

        public DeclarationValidator(ILogger<DeclarationValidator> logger, ITariffLookup tariff)
        {
            _logger = logger;
            _tariff = tariff;
        }

        public ValidationResult Validate(ImportDeclaration declaration)
        {
            var errors = new List<string>();

            if (string.IsNullOrWhiteSpace(declaration.Eori))
            {
                errors.Add("Declarant EORI is missing.");
            }

            if (!AllowedProcedureCodes.Contains(declaration.ProcedureCode))
            {
                errors.Add($"Procedure code {declaration.ProcedureCode} is not accepted at this office.");
            }

            if (!declaration.ContainerNumbers.Any())
            {
                errors.Add("At least one container number is required for sea arrivals.");
            }

            foreach (var item in declaration.Items)
            {
                errors.AddRange(ValidateItem(item));
            }

            if (errors.Count > 0)
            {
                _logger.LogWarning("Declaration {Reference} failed validation with {Count} errors",
                    declaration.LocalReference, errors.Count);
            }

            return new ValidationResult(errors);
        }

        private IEnumerable<string> ValidateItem(DeclarationItem item)
        {
            if (!CommodityCodePattern.IsMatch(item.CommodityCode))
            {
                yield return $"Item {item.Sequence}: commodity code must be exactly 10 digits.";
            }
            else if (!_tariff.Exists(item.CommodityCode))
            {
                yield return $"Item {item.Sequence}: commodity code {item.CommodityCode} not found in tariff.";
            }

            if (item.NetMassKg <= 0 || item.NetMassKg > item.GrossMassKg)
            {
                yield return $"Item {item.Sequence}: net mass must be positive and not exceed gross mass.";
            }

            if (item.StatisticalValue < 0)
            {
                yield return $"Item {item.Sequence}: statistical value cannot be negative.";
            }
        }
    }
}
