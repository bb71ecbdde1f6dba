// ... existing code ...

namespace FitTrack.Streaks
{
    /// <summary>
    /// Computes workout streaks from the set of local calendar days a member logged a workout.
    /// </summary>
    public sealed class StreakCalculator
    {
        private const int MinimumActiveMinutes = 20;
        private const int AtRiskReminderHour = 19;
        private readonly TimeZoneInfo _memberTimeZone;

        // ... existing code ...

        /// <summary>
        /// True when the member worked out yesterday but not yet today and it's late enough to nudge them.
        /// </summary>
        public bool IsStreakAtRisk(ISet<DateOnly> days, DateTime nowUtc)
        {
            var nowLocal = TimeZoneInfo.ConvertTimeFromUtc(nowUtc, _memberTimeZone);
            var today = DateOnly.FromDateTime(nowLocal);
            return !days.Contains(today)
                && days.Contains(today.AddDays(-1))
                && nowLocal.Hour >= AtRiskReminderHour;
        }
    }

    // ... existing code ...
}
