using System;
using FluentValidation;
using Northbank.Lending.Domain;
using Northbank.Shared.Time;

namespace Northbank.Lending.Origination.Validation;

public sealed class LoanApplicationValidator : AbstractValidator<LoanApplication>
{
    private const decimal MaxUnsecuredAmount = 50_000m;
    private const decimal MaxSecuredAmount = 750_000m;
    private const decimal MaxDebtToIncome = 0.43m;

    public LoanApplicationValidator(IClock clock)
    {
        RuleFor(a => a.ApplicantId).NotEmpty();

        RuleFor(a => a.RequestedAmount)
            .GreaterThan(0m)
            .LessThanOrEqualTo(MaxUnsecuredAmount)
            .When(a => a.CollateralType == CollateralType.None)
            .WithMessage("Unsecured requests cannot exceed {ComparisonValue:C0}.");

        RuleFor(a => a.RequestedAmount)
            .GreaterThan(0m)
            .LessThanOrEqualTo(MaxSecuredAmount)
            .When(a => a.CollateralType != CollateralType.None)
            .WithMessage("Secured requests cannot exceed {ComparisonValue:C0}.");

        RuleFor(a => a.TermMonths)
            .InclusiveBetween(6, 84)
            .WithMessage("Term must be between 6 and 84 months.");

        RuleFor(a => a.AnnualIncome)
            .GreaterThan(0m)
            .WithMessage("Annual income is required.");

        RuleFor(a => a)
            .Must(a => DebtToIncome(a) <= MaxDebtToIncome)
            .WithName("DebtToIncome")
            .WithMessage($"Debt-to-income ratio cannot exceed {MaxDebtToIncome:P0}.");

        RuleFor(a => a.DateOfBirth)
            .Must(dob => AgeOn(dob, clock.Today) >= 18)
            .WithMessage("Applicant must be at least 18 years old.");
    }

    private static decimal DebtToIncome(LoanApplication a)
    {
        if (a.AnnualIncome <= 0m)
        {
            return decimal.MaxValue;
        }
        var monthlyIncome = a.AnnualIncome / 12m;
        return (a.ExistingMonthlyDebt + a.EstimatedMonthlyPayment) / monthlyIncome;
    }

    private static int AgeOn(DateOnly dob, DateOnly today)
    {
        var age = today.Year - dob.Year;
        if (dob > today.AddYears(-age))
        {
            age--;
        }
        return age;
    }
}
