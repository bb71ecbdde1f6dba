        public ValidationResult Validate(PaymentInstruction instruction)
        {
            var result = new ValidationResult();
            // ... existing code ...
            ValidateReference(instruction.Reference, result);
            ValidatePayeeName(instruction.PayeeName, result);
            ValidateAmount(instruction.Amount, result);
            return result;
        }

        // ... existing code ...

                result.AddError("Reference", "Reference must be 1-18 letters, digits or / - . & characters.");
            }
        }

        private static void ValidatePayeeName(string payeeName, ValidationResult result)
        {
            if (string.IsNullOrWhiteSpace(payeeName) || payeeName.Trim().Length > 140)
            {
                result.AddError("PayeeName", "Payee name is required and must be at most 140 characters.");
            }
        }

        // ... existing code ...
