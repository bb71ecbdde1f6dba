// ... existing code ...

    public async Task<PaymentResult> RefundAsync(string transactionId, decimal amount, string reason, CancellationToken ct = default)
    {
        _logger.LogInformation("Refunding {Amount} on transaction {TransactionId}: {Reason}", amount, transactionId, reason);
        try
        {
            var response = await _gateway.RefundAsync(transactionId, amount, reason, ct);
            await _store.SaveAsync(response.ToRecord(PaymentKind.Refund), ct);
            return PaymentResult.Success(response.TransactionId);
        }
        catch (GatewayException ex) when (ex.IsTransient)
        {
            _logger.LogWarning(ex, "Transient gateway error for transaction {TransactionId}", transactionId);
            return PaymentResult.Retry(ex.Message);
        }
        catch (GatewayException ex)
        {
            _logger.LogError(ex, "Gateway rejected refund of {TransactionId}", transactionId);
            return PaymentResult.Failure(ex.Code, ex.Message);
        }
    }
}
