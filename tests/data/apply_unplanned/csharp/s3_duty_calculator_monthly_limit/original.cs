using System;
using System.Collections.Generic;

namespace Crew.Scheduling.Rules
{
    public enum AcclimatisationState
    {
        Acclimatised,
        Unknown,
        Unacclimatised
    }

    public sealed class DutyTimeCalculator
    {
        private static readonly TimeSpan MinRestAtHomeBase = TimeSpan.FromHours(12);
        private static readonly TimeSpan MinRestAwayFromBase = TimeSpan.FromHours(10);
        private static readonly TimeSpan MaxWeeklyDuty = TimeSpan.FromHours(60);
        private static readonly TimeSpan MaxFortnightDuty = TimeSpan.FromHours(110);

        public TimeSpan MaxFlightDutyPeriod(TimeOnly reportTime, int sectors, AcclimatisationState state)
        {
            if (state == AcclimatisationState.Unknown)
            {
                return sectors <= 2 ? TimeSpan.FromHours(11) : TimeSpan.FromHours(10.5);
            }

            var baseLimit = reportTime.Hour switch
            {
                >= 6 and < 13 => TimeSpan.FromHours(13),
                >= 13 and < 18 => TimeSpan.FromHours(12.5),
                >= 18 and < 22 => TimeSpan.FromHours(11.5),
                _ => TimeSpan.FromHours(11)
            };

            var sectorPenalty = Math.Max(0, sectors - 2) * 0.5;
            var limit = baseLimit - TimeSpan.FromHours(sectorPenalty);
            return limit < TimeSpan.FromHours(9) ? TimeSpan.FromHours(9) : limit;
        }

        public TimeSpan MinimumRest(TimeSpan precedingDuty, bool atHomeBase)
        {
            var floor = atHomeBase ? MinRestAtHomeBase : MinRestAwayFromBase;
            return precedingDuty > floor ? precedingDuty : floor;
        }

        public bool ExceedsWeeklyLimit(IEnumerable<TimeSpan> dutiesLast7Days)
        {
            var total = TimeSpan.Zero;
            foreach (var duty in dutiesLast7Days)
            {
                total += duty;
            }

            return total > MaxWeeklyDuty;
        }

        public bool ExceedsFortnightLimit(IEnumerable<TimeSpan> dutiesLast14Days)
        {
            var total = TimeSpan.Zero;
            foreach (var duty in dutiesLast14Days)
            {
                total += duty;
            }

            return total > MaxFortnightDuty;
        }
    }
}
