// ... keep existing code

        public async Task<MeterCredit> ApplyMonthlyCreditAsync(int memberId, string period, decimal kwhExported, CancellationToken ct)
        {
            if (kwhExported <= 0m)
            {
                throw new ArgumentOutOfRangeException(nameof(kwhExported), "Exported energy must be positive.");
            }

            var rate = await _tariffs.GetExportRateAsync(period, ct);
// ... keep existing code
