using System;
using System.Collections.Generic;
using System.Linq;

namespace FitTrack.Streaks
{
    /// <summary>
    /// Computes workout streaks from the set of local calendar days a member logged a workout.
    /// </summary>
    public sealed class StreakCalculator
    {
        private const int MinimumActiveMinutes = 20;
        private readonly TimeZoneInfo _memberTimeZone;

        public StreakCalculator(TimeZoneInfo memberTimeZone)
        {
            _memberTimeZone = memberTimeZone ?? throw new ArgumentNullException(nameof(memberTimeZone));
        }

        public ISet<DateOnly> QualifyingDays(IEnumerable<WorkoutSession> sessions)
        {
            return sessions
                .Where(s => s.ActiveMinutes >= MinimumActiveMinutes)
                .Select(s => DateOnly.FromDateTime(TimeZoneInfo.ConvertTimeFromUtc(s.StartedAtUtc, _memberTimeZone)))
                .ToHashSet();
        }

        public int CurrentStreak(ISet<DateOnly> days, DateOnly today)
        {
            var cursor = days.Contains(today) ? today : today.AddDays(-1);
            var streak = 0;
            while (days.Contains(cursor))
            {
                streak++;
                cursor = cursor.AddDays(-1);
            }
            return streak;
        }

        public int LongestStreak(ISet<DateOnly> days)
        {
            var longest = 0;
            foreach (var day in days)
            {
                if (days.Contains(day.AddDays(-1)))
                {
                    continue;
                }
                var length = 1;
                while (days.Contains(day.AddDays(length)))
                {
                    length++;
                }
                longest = Math.Max(longest, length);
            }
            return longest;
        }
    }

    public static class StreakMilestones
    {
        private static readonly int[] Thresholds = { 7, 30, 100, 365 };

        public static int? NextMilestone(int currentStreak)
        {
            foreach (var threshold in Thresholds)
            {
                if (currentStreak < threshold)
                {
                    return threshold;
                }
            }
            return null;
        }
    }
}
