// ... keep existing code
        private static readonly TimeSpan MaxFortnightDuty = TimeSpan.FromHours(110);
        private static readonly TimeSpan MaxMonthlyDuty = TimeSpan.FromHours(190);

// ... keep existing code

            return total > MaxFortnightDuty;
        }

        public bool ExceedsMonthlyLimit(IEnumerable<TimeSpan> dutiesLast28Days)
        {
            var total = TimeSpan.Zero;
            foreach (var duty in dutiesLast28Days)
            {
                total += duty;
            }

            return total > MaxMonthlyDuty;
        }
    }
}
