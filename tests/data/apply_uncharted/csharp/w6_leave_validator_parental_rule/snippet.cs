// ... usings, namespace, class header and constants unchanged ...

        public LeaveRequestValidator(IHolidayCalendar holidays, TimeProvider clock)
        {
            // ... employee, leave type and date range rules as before ...

            // Notice requirements
            RuleFor(r => r.StartDate)
                .Must(start => start >= DateOnly.FromDateTime(clock.GetLocalNow().DateTime).AddDays(10))
                .When(r => r.LeaveType == LeaveType.Vacation)
                .WithMessage("Vacation must be requested at least 10 days in advance.");

            // ... consecutive-days cap and the sick leave certificate rule stay as they are ...

            // Parental leave
            RuleFor(r => r.ExpectedBirthOrPlacementDate)
                .NotNull()
                .When(r => r.LeaveType == LeaveType.Parental)
                .WithMessage("Parental leave requires the expected birth or placement date.");

            // Comments
            // ... 500-character comment rule unchanged ...
        }
    }
}
