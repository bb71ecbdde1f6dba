using System;
using System.Threading;
using System.Threading.Tasks;
using Billing.Gateways;
using Billing.Models;
using Microsoft.Extensions.Logging;

namespace Billing.Services;

public sealed class PaymentService
{
    private readonly IPaymentGateway _gateway;
    private readonly IPaymentStore _store;
    private readonly ILogger<PaymentService> _logger;

    public PaymentService(IPaymentGateway gateway, IPaymentStore store, ILogger<PaymentService> logger)
    {
        _gateway = gateway ?? throw new ArgumentNullException(nameof(gateway));
        _store = store ?? throw new ArgumentNullException(nameof(store));
        _logger = logger;
    }

    public async Task<PaymentResult> AuthorizeAsync(PaymentRequest request, CancellationToken ct = default)
    {
        _logger.LogInformation("Authorizing {Amount} {Currency} for order {OrderId}",
            request.Amount, request.Currency, request.OrderId);
        try
        {
            var response = await _gateway.AuthorizeAsync(request, ct);
            await _store.SaveAsync(response.ToRecord(PaymentKind.Authorization), ct);
            return PaymentResult.Success(response.TransactionId);
        }
        catch (GatewayException ex) when (ex.IsTransient)
        {
            _logger.LogWarning(ex, "Transient gateway error for order {OrderId}", request.OrderId);
            return PaymentResult.Retry(ex.Message);
        }
        catch (GatewayException ex)
        {
            _logger.LogError(ex, "Gateway rejected order {OrderId}", request.OrderId);
            return PaymentResult.Failure(ex.Code, ex.Message);
        }
    }

    public async Task<PaymentResult> VoidAsync(string transactionId, CancellationToken ct = default)
    {
        _logger.LogInformation("Voiding transaction {TransactionId}", transactionId);
        try
        {
            var response = await _gateway.VoidAsync(transactionId, ct);
            await _store.SaveAsync(response.ToRecord(PaymentKind.Void), ct);
            return PaymentResult.Success(response.TransactionId);
        }
        catch (GatewayException ex) when (ex.IsTransient)
        {
            _logger.LogWarning(ex, "Transient gateway error for transaction {TransactionId}", transactionId);
            return PaymentResult.Retry(ex.Message);
        }
        catch (GatewayException ex)
        {
            _logger.LogError(ex, "Gateway rejected void of {TransactionId}", transactionId);
            return PaymentResult.Failure(ex.Code, ex.Message);
        }
    }

    public async Task<PaymentResult> CaptureAsync(string transactionId, decimal amount, CancellationToken ct = default)
    {
        _logger.LogInformation("Capturing {Amount} on transaction {TransactionId}", amount, transactionId);
        try
        {
            var response = await _gateway.CaptureAsync(transactionId, amount, ct);
            await _store.SaveAsync(response.ToRecord(PaymentKind.Capture), ct);
            return PaymentResult.Success(response.TransactionId);
        }
        catch (GatewayException ex) when (ex.IsTransient)
        {
            _logger.LogWarning(ex, "Transient gateway error for transaction {TransactionId}", transactionId);
            return PaymentResult.Retry(ex.Message);
        }
        catch (GatewayException ex)
        {
            _logger.LogError(ex, "Gateway rejected capture of {TransactionId}", transactionId);
            return PaymentResult.Failure(ex.Code, ex.Message);
        }
    }
}
