using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;
using VetCare.Billing.Contracts;
using VetCare.Billing.Services;

namespace VetCare.Billing.Api.Controllers
{
    [ApiController]
    [Route("api/invoices")]
    [Authorize(Policy = "BillingStaff")]
    public class InvoicesController : ControllerBase
    {
        private readonly IInvoiceService _invoices;
        private readonly TimeProvider _clock;

        public InvoicesController(IInvoiceService invoices, TimeProvider clock)
        {
            _invoices = invoices;
            _clock = clock;
        }

        [HttpGet]
        public async Task<ActionResult<IReadOnlyList<InvoiceDto>>> List(
            [FromQuery] Guid? ownerId,
            [FromQuery] InvoiceStatus? status,
            [FromQuery] bool overdueOnly,
            CancellationToken ct)
        {
            var invoices = await _invoices.ListAsync(ownerId, ct);
            if (status.HasValue)
            {
                invoices = invoices.Where(i => i.Status == status.Value).ToList();
            }
            if (overdueOnly)
            {
                var today = DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
                invoices = invoices.Where(i => i.Status != InvoiceStatus.Paid && i.DueDate < today).ToList();
            }
            return Ok(invoices);
        }

        [HttpGet("{id:guid}")]
        public async Task<ActionResult<InvoiceDto>> Get(Guid id, CancellationToken ct)
        {
            var invoice = await _invoices.FindAsync(id, ct);
            return invoice is null ? NotFound() : Ok(invoice);
        }

        [HttpPost]
        public async Task<ActionResult<InvoiceDto>> Create([FromBody] CreateInvoiceRequest request, CancellationToken ct)
        {
            if (request.Lines.Count == 0)
            {
                return ValidationProblem("An invoice needs at least one line.");
            }
            var created = await _invoices.CreateAsync(request, ct);
            return CreatedAtAction(nameof(Get), new { id = created.Id }, created);
        }

        [HttpPost("{id:guid}/pay")]
        public async Task<IActionResult> MarkPaid(Guid id, [FromBody] PaymentRequest request, CancellationToken ct)
        {
            var paidAt = _clock.GetUtcNow();
            var ok = await _invoices.MarkPaidAsync(id, request.Amount, request.Method, paidAt, ct);
            return ok ? NoContent() : NotFound();
        }

        [HttpDelete("{id:guid}")]
        [Authorize(Policy = "BillingAdmin")]
        public async Task<IActionResult> Void(Guid id, CancellationToken ct)
        {
            var ok = await _invoices.VoidAsync(id, ct);
            return ok ? NoContent() : NotFound();
        }
    }
}
