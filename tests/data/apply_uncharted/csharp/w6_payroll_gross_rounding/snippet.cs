// ... existing code ...
                .ToListAsync(ct);
            return Math.Round(lines.Sum(l => l.Amount), 2, MidpointRounding.AwayFromZero);
        }

        public async Task<decimal> CalculatePreTaxDeductionsAsync(Guid employeeId, PayPeriod period, CancellationToken ct)
        // ... existing code ...

            _logger.LogDebug("Statement for {EmployeeId}: gross {Gross}, taxable {Taxable}", employee.Id, gross, taxable);

            return new PayStatement(employee.Id, period, gross, preTax, withholding, postTax)
            {
                Taxable = taxable,
            };
        }
    }
}
