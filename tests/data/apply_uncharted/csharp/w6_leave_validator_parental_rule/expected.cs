using System;
using Acme.HR.Leave.Domain;
using FluentValidation;

namespace Acme.HR.Leave.Validation
{
    public class LeaveRequestValidator : AbstractValidator<LeaveRequestDto>
    {
        private const int MaxConsecutiveVacationDays = 20;
        private const int MaxUncertifiedSickDays = 3;

        public LeaveRequestValidator(IHolidayCalendar holidays, TimeProvider clock)
        {
            RuleFor(r => r.EmployeeId)
                .NotEmpty()
                .WithMessage("Employee is required.");

            RuleFor(r => r.LeaveType)
                .IsInEnum()
                .WithMessage("Unknown leave type.");

            // Date range
            RuleFor(r => r.StartDate)
                .NotEmpty()
                .WithMessage("Start date is required.");

            RuleFor(r => r.EndDate)
                .NotEmpty()
                .GreaterThanOrEqualTo(r => r.StartDate)
                .WithMessage("End date must be on or after the start date.");

            RuleFor(r => r)
                .Must(r => !holidays.IsHoliday(r.StartDate))
                .WithMessage("Leave cannot start on a company holiday.");

            // Notice requirements
            RuleFor(r => r.StartDate)
                .Must(start => start >= DateOnly.FromDateTime(clock.GetLocalNow().DateTime).AddDays(10))
                .When(r => r.LeaveType == LeaveType.Vacation)
                .WithMessage("Vacation must be requested at least 10 days in advance.");

            RuleFor(r => r)
                .Must(r => r.BusinessDays(holidays) <= MaxConsecutiveVacationDays)
                .When(r => r.LeaveType == LeaveType.Vacation)
                .WithMessage($"Vacation requests are limited to {MaxConsecutiveVacationDays} consecutive business days.");

            // Sick leave
            RuleFor(r => r.MedicalCertificateId)
                .NotEmpty()
                .When(r => r.LeaveType == LeaveType.Sick && r.BusinessDays(holidays) > MaxUncertifiedSickDays)
                .WithMessage($"A medical certificate is required for sick leave longer than {MaxUncertifiedSickDays} days.");

            // Parental leave
            RuleFor(r => r.ExpectedBirthOrPlacementDate)
                .NotNull()
                .When(r => r.LeaveType == LeaveType.Parental)
                .WithMessage("Parental leave requires the expected birth or placement date.");

            // Comments
            RuleFor(r => r.Comment)
                .MaximumLength(500)
                .WithMessage("Comment must be 500 characters or fewer.");
        }
    }
}
