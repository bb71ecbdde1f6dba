// ... keep existing code

public sealed class LoanApplicationValidator : AbstractValidator<LoanApplication>
{
    private const decimal MaxUnsecuredAmount = 50_000m;
    private const decimal MaxLoanToValue = 0.80m;
    private const decimal MaxDebtToIncome = 0.43m;

    // ... keep existing code

        RuleFor(a => a.RequestedAmount)
            .GreaterThan(0m)
            .LessThanOrEqualTo(a => a.CollateralValue * MaxLoanToValue)
            .When(a => a.CollateralType != CollateralType.None)
            .WithMessage($"Secured requests cannot exceed {MaxLoanToValue:P0} of the appraised collateral value.");

        RuleFor(a => a.TermMonths)
        // ... keep existing code
