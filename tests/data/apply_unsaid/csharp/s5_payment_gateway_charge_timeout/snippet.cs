    public async Task<ChargeResult> ChargeAsync(string customerId, decimal amount, string currency, TimeSpan? timeout = null, CancellationToken ct = default)
    {
        if (amount <= 0)
        {
            throw new ArgumentOutOfRangeException(nameof(amount), "Amount must be positive.");
        }

        using var cts = CancellationTokenSource.CreateLinkedTokenSource(ct);
        cts.CancelAfter(timeout ?? TimeSpan.FromSeconds(30));

        var request = new ChargeRequest(customerId, (long)(amount * 100), currency.ToLowerInvariant());
        _logger.LogInformation("Charging {Customer} {Amount} {Currency}", customerId, amount, currency);

        using var response = await _http.PostAsJsonAsync("v1/charges", request, cts.Token);
        response.EnsureSuccessStatusCode();

        var body = await response.Content.ReadFromJsonAsync<ChargeResponse>(cancellationToken: cts.Token);
        return new ChargeResult(body!.Id, body.Status == "succeeded");
    }

    // ... RefundAsync and CaptureAsync unchanged ...
