using System;
using System.Collections.Generic;
using System.Linq;
using CityLibrary.Fines.Models;

namespace CityLibrary.Fines.Services
{
    public class FineService : IFineService
    {
        private const decimal BookDailyRate = 0.25m;
        private const decimal MediaDailyRate = 1.00m;
        private const decimal MaxFinePerItem = 10.00m;
        private const decimal BlockThreshold = 20.00m;

        private readonly IFineRepository _repository;

        public FineService(IFineRepository repository)
        {
            _repository = repository;
        }

        public decimal CalculateFine(Loan loan, DateTime returnedOn)
        {
            var daysLate = (returnedOn.Date - loan.DueDate.Date).Days;
            if (daysLate <= 0 || loan.IsFineExempt)
            {
                return 0m;
            }

            var rate = loan.MaterialType == MaterialType.Book ? BookDailyRate : MediaDailyRate;
            return Math.Min(daysLate * rate, MaxFinePerItem);
        }

        public decimal OutstandingBalance(string cardNumber)
        {
            return _repository
                .GetUnpaidFines(cardNumber)
                .Sum(f => f.Amount - f.AmountPaid);
        }

        public bool ShouldBlockBorrowing(string cardNumber)
        {
            return OutstandingBalance(cardNumber) >= BlockThreshold;
        }

        public void RecordPayment(string cardNumber, decimal amount, string branchCode)
        {
            if (amount <= 0m)
            {
                throw new ArgumentOutOfRangeException(nameof(amount), "Payment must be positive.");
            }

            var remaining = amount;
            foreach (var fine in _repository.GetUnpaidFines(cardNumber).OrderBy(f => f.AssessedOn))
            {
                var due = fine.Amount - fine.AmountPaid;
                var applied = Math.Min(due, remaining);
                fine.AmountPaid += applied;
                remaining -= applied;
                _repository.Update(fine);
                if (remaining == 0m)
                {
                    break;
                }
            }

            _repository.AddPayment(new Payment(cardNumber, amount, branchCode, DateTime.UtcNow));
        }

        public string DescribeBalance(string cardNumber)
        {
            var balance = OutstandingBalance(cardNumber);
            if (balance == 0m)
            {
                return "No fines owed.";
            }

            return $"Outstanding fines: ${balance:0.00}";
        }

        public IReadOnlyList<string> DescribeFines(string cardNumber)
        {
            return _repository
                .GetUnpaidFines(cardNumber)
                .Select(f => $"{f.ItemTitle}: ${f.Amount - f.AmountPaid:0.00}")
                .ToList();
        }
    }
}
