using System.Text.RegularExpressions;

namespace NorthBank.Payments.Validation
{
    /// <summary>
    /// Validates outbound Faster Payments instructions before they are queued for submission.
    /// </summary>
    public sealed class PaymentInstructionValidator
    {
        private static readonly Regex SortCodePattern = new(@"^\d{2}-?\d{2}-?\d{2}$", RegexOptions.Compiled);
        private static readonly Regex AccountNumberPattern = new(@"^\d{8}$", RegexOptions.Compiled);
        private static readonly Regex ReferencePattern = new(@"^[A-Za-z0-9 /\-.&]{1,18}$", RegexOptions.Compiled);

        private readonly decimal _fasterPaymentsLimit;

        public PaymentInstructionValidator(decimal fasterPaymentsLimit)
        {
            _fasterPaymentsLimit = fasterPaymentsLimit;
        }

        public ValidationResult Validate(PaymentInstruction instruction)
        {
            var result = new ValidationResult();
            ValidateSortCode(instruction.PayeeSortCode, result);
            ValidateAccountNumber(instruction.PayeeAccountNumber, result);
            ValidateReference(instruction.Reference, result);
            ValidateAmount(instruction.Amount, result);
            return result;
        }

        private static void ValidateSortCode(string sortCode, ValidationResult result)
        {
            if (string.IsNullOrWhiteSpace(sortCode) || !SortCodePattern.IsMatch(sortCode))
            {
                result.AddError("PayeeSortCode", "Sort code must be six digits.");
            }
        }

        private static void ValidateAccountNumber(string accountNumber, ValidationResult result)
        {
            if (string.IsNullOrWhiteSpace(accountNumber) || !AccountNumberPattern.IsMatch(accountNumber))
            {
                result.AddError("PayeeAccountNumber", "Account number must be eight digits.");
            }
        }

        private static void ValidateReference(string reference, ValidationResult result)
        {
            if (string.IsNullOrWhiteSpace(reference) || !ReferencePattern.IsMatch(reference))
            {
                result.AddError("Reference", "Reference must be 1-18 letters, digits or / - . & characters.");
            }
        }

        private void ValidateAmount(decimal amount, ValidationResult result)
        {
            if (amount <= 0m)
            {
                result.AddError("Amount", "Amount must be greater than zero.");
            }
            else if (amount > _fasterPaymentsLimit)
            {
                result.AddError("Amount", $"Amount exceeds the Faster Payments limit of {_fasterPaymentsLimit:C}.");
            }
            else if (decimal.Round(amount, 2) != amount)
            {
                result.AddError("Amount", "Amount cannot have more than two decimal places.");
            }
        }
    }
}
