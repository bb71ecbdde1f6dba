using System;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using Billing.Api.Contracts;
using Billing.Core.Payments;

namespace Billing.Api.Controllers
{
    [ApiController]
    [Route("api/payments")]
    [Authorize(Policy = "BillingOperator")]
    public class PaymentsController : ControllerBase
    {
        private readonly IPaymentService _payments;

        public PaymentsController(IPaymentService payments)
        {
            _payments = payments;
        }

        /// <summary>Returns a single payment by id.</summary>
        [HttpGet("{id:guid}")]
        public async Task<IActionResult> Get(Guid id, CancellationToken ct)
        {
            var payment = await _payments.FindAsync(id, ct);
            return payment is null ? NotFound() : Ok(payment);
        }

        /// <summary>Captures a previously authorized payment.</summary>
        [HttpPost("{id:guid}/capture")]
        public async Task<IActionResult> Capture(Guid id, CancellationToken ct)
        {
            var result = await _payments.CaptureAsync(id, ct);
            return result.Succeeded ? Ok(result.Payment) : Conflict(new { error = result.Error });
        }

        /// <summary>Voids an authorized payment before it is captured.</summary>
        [HttpPost("{id:guid}/void")]
        public async Task<IActionResult> Void(Guid id, CancellationToken ct)
        {
            var result = await _payments.VoidAsync(id, ct);
            return result.Succeeded ? Ok(result.Payment) : Conflict(new { error = result.Error });
        }

        /// <summary>Refunds part or all of a captured payment.</summary>
        [HttpPost("{id:guid}/refund")]
        public async Task<IActionResult> Refund(Guid id, [FromBody] RefundRequest request, CancellationToken ct)
        {
            if (request.AmountCents <= 0)
            {
                return ValidationProblem("Refund amount must be positive.");
            }

            var result = await _payments.RefundAsync(id, request.AmountCents, request.Reason, ct);
            return result.Succeeded ? Ok(result.Payment) : Conflict(new { error = result.Error });
        }

        /// <summary>Lists the events recorded for a payment.</summary>
        [HttpGet("{id:guid}/events")]
        public async Task<IActionResult> Events(Guid id, CancellationToken ct)
        {
            var events = await _payments.ListEventsAsync(id, ct);
            return Ok(events);
        }
    }
}
