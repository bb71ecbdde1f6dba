using System;
using System.Collections.Generic;
using Edc.Protocol;

namespace Edc.Visits
{
    public readonly record struct VisitWindow(DateOnly Earliest, DateOnly Target, DateOnly Latest)
    {
        public bool Contains(DateOnly date) => date >= Earliest && date <= Latest;

        public int DaysFromTarget(DateOnly date) => date.DayNumber - Target.DayNumber;
    }

    public sealed class VisitWindowCalculator
    {
        private readonly IProtocolCalendar _calendar;

        public VisitWindowCalculator(IProtocolCalendar calendar)
        {
            _calendar = calendar ?? throw new ArgumentNullException(nameof(calendar));
        }

        public VisitWindow GetWindow(VisitDefinition definition, DateOnly anchorDate)
        {
            var target = anchorDate.AddDays(definition.TargetDay);
            if (definition.SkipWeekends)
            {
                target = _calendar.NextWorkingDay(target);
            }
            return new VisitWindow(
                target.AddDays(-definition.WindowBefore),
                target,
                target.AddDays(definition.WindowAfter));
        }

        public bool IsWithinWindow(VisitDefinition definition, DateOnly anchorDate, DateOnly visitDate)
        {
            var window = GetWindow(definition, anchorDate);
            return window.Contains(visitDate);
        }

        public IReadOnlyList<VisitWindow> GetSchedule(IEnumerable<VisitDefinition> definitions, DateOnly anchorDate)
        {
            var schedule = new List<VisitWindow>();
            foreach (var definition in definitions)
            {
                schedule.Add(GetWindow(definition, anchorDate));
            }
            return schedule;
        }

        public bool IsOverdue(VisitDefinition definition, DateOnly anchorDate, DateOnly today)
        {
            var window = GetWindow(definition, anchorDate);
            return today > window.Latest;
        }
    }

    internal static class WindowAnchorExtensions
    {
        public static DateOnly ResolveAnchor(this WindowAnchor anchor, SubjectDates dates)
        {
            return anchor switch
            {
                WindowAnchor.Randomisation => dates.RandomisedOn,
                WindowAnchor.FirstDose => dates.FirstDoseOn ?? dates.RandomisedOn,
                WindowAnchor.Screening => dates.ScreenedOn,
                _ => throw new ArgumentOutOfRangeException(nameof(anchor), anchor, null),
            };
        }

        public static bool IsDoseAnchored(this WindowAnchor anchor)
        {
            return anchor == WindowAnchor.FirstDose;
        }
    }
}
