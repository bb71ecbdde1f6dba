using System;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Acme.Payroll.Data;
using Acme.Payroll.Domain;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Logging;

namespace Acme.Payroll.Services
{
    public sealed class PayrollCalculator
    {
        private readonly PayrollDbContext _db;
        private readonly ILogger<PayrollCalculator> _logger;

        public PayrollCalculator(PayrollDbContext db, ILogger<PayrollCalculator> logger)
        {
            _db = db;
            _logger = logger;
        }

        public async Task<decimal> CalculateGrossAsync(Guid employeeId, PayPeriod period, CancellationToken ct)
        {
            var lines = await _db.TimeEntries
                .Where(t => t.EmployeeId == employeeId && t.WorkDate >= period.Start && t.WorkDate <= period.End)
                .Select(t => new { Amount = t.Hours * t.HourlyRate * (t.IsOvertime ? 1.5m : 1m) })
                .ToListAsync(ct);
            return Math.Round(lines.Sum(l => l.Amount), 2, MidpointRounding.AwayFromZero);
        }

        public async Task<decimal> CalculatePreTaxDeductionsAsync(Guid employeeId, PayPeriod period, CancellationToken ct)
        {
            var lines = await _db.BenefitElections
                .Where(b => b.EmployeeId == employeeId && b.IsPreTax)
                .Where(b => b.StartDate <= period.End && (b.EndDate == null || b.EndDate >= period.End))
                .Select(b => new { Amount = b.PerPeriodAmount })
                .ToListAsync(ct);
            return lines.Sum(l => l.Amount);
        }

        public async Task<decimal> CalculatePostTaxDeductionsAsync(Guid employeeId, PayPeriod period, CancellationToken ct)
        {
            var lines = await _db.BenefitElections
                .Where(b => b.EmployeeId == employeeId && !b.IsPreTax)
                .Where(b => b.StartDate <= period.End && (b.EndDate == null || b.EndDate >= period.End))
                .Select(b => new { Amount = b.PerPeriodAmount })
                .ToListAsync(ct);
            return lines.Sum(l => l.Amount);
        }

        public async Task<PayStatement> BuildStatementAsync(Employee employee, PayPeriod period, ITaxEngine taxes, CancellationToken ct)
        {
            var gross = await CalculateGrossAsync(employee.Id, period, ct);
            var preTax = await CalculatePreTaxDeductionsAsync(employee.Id, period, ct);
            var postTax = await CalculatePostTaxDeductionsAsync(employee.Id, period, ct);
            var taxable = Math.Max(0m, gross - preTax);
            var withholding = await taxes.WithholdingAsync(employee, taxable, period, ct);

            _logger.LogDebug("Statement for {EmployeeId}: gross {Gross}, taxable {Taxable}", employee.Id, gross, taxable);

            return new PayStatement(employee.Id, period, gross, preTax, withholding, postTax)
            {
                Taxable = taxable,
            };
        }
    }
}
