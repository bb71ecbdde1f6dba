using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using CityLibrary.Circulation.Models;
using CityLibrary.Circulation.Services;
using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

namespace CityLibrary.Circulation.Controllers
{
    [ApiController]
    [Authorize]
    [Route("api/patrons/{cardNumber}/loans")]
    public class LoansController : ControllerBase
    {
        private readonly ILoanService _loans;
        private readonly IPatronService _patrons;

        public LoansController(ILoanService loans, IPatronService patrons)
        {
            _loans = loans;
            _patrons = patrons;
        }

        [HttpGet]
        public async Task<ActionResult<IEnumerable<LoanDto>>> GetLoans(string cardNumber)
        {
            if (!await _patrons.ExistsAsync(cardNumber))
            {
                return NotFound();
            }

            var loans = await _loans.GetActiveLoansAsync(cardNumber);
            return Ok(loans);
        }

        [HttpGet("overdue")]
        public async Task<ActionResult<IEnumerable<LoanDto>>> GetOverdueLoans(string cardNumber)
        {
            if (!await _patrons.ExistsAsync(cardNumber))
            {
                return NotFound();
            }

            var loans = await _loans.GetOverdueLoansAsync(cardNumber, DateTime.UtcNow);
            return Ok(loans);
        }

        [HttpPost]
        public async Task<ActionResult<LoanDto>> CheckOut(string cardNumber, [FromBody] CheckoutRequest request)
        {
            if (!await _patrons.ExistsAsync(cardNumber))
            {
                return NotFound();
            }

            if (await _patrons.IsBlockedAsync(cardNumber))
            {
                return Conflict(new { error = "Patron account is blocked for unpaid fines." });
            }

            var loan = await _loans.CheckOutAsync(cardNumber, request.Barcode, request.BranchCode);
            return CreatedAtAction(nameof(GetLoans), new { cardNumber }, loan);
        }

        [HttpPost("{barcode}/return")]
        public async Task<ActionResult<LoanDto>> Return(string cardNumber, string barcode)
        {
            var loan = await _loans.FindActiveLoanAsync(cardNumber, barcode);
            if (loan == null)
            {
                return NotFound();
            }

            var returned = await _loans.ReturnAsync(loan.Id, DateTime.UtcNow);
            return Ok(returned);
        }
    }
}
