using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using CityLibrary.Fines.Models;

namespace CityLibrary.Fines.Services
{
    public class FineService : IFineService
    {
        private static readonly CultureInfo Currency = CultureInfo.GetCultureInfo("en-US");

        // ... existing code ...

        public string DescribeBalance(string cardNumber)
        {
            var balance = OutstandingBalance(cardNumber);
            if (balance == 0m)
            {
                return "No fines owed.";
            }

            return "Outstanding fines: " + balance.ToString("C", Currency);
        }

        public IReadOnlyList<string> DescribeFines(string cardNumber)
        {
            return _repository
                .GetUnpaidFines(cardNumber)
                .Select(f => $"{f.ItemTitle}: {(f.Amount - f.AmountPaid).ToString("C", Currency)}")
                .ToList();
        }
    }
}
