// ... existing code ...

        public IReadOnlyList<ShootDay> GetDaysForUnit(string productionCode, string unit)
        {
            return _repository
                .LoadDays(productionCode)
                .Where(d => d.Unit == unit)
                .OrderBy(d => d.Date)
                .ToList();
        }

        public TimeSpan? FindTurnaroundShortfall(ShootDay day, CrewMember member, TimeSpan minimumTurnaround)
        {
            var previous = _repository.FindPreviousWrap(member.Id, day.Date);
            if (previous == null)
            {
                return null;
            }

            var earliestCall = previous.Value.Add(minimumTurnaround);
            return day.GeneralCall < earliestCall ? earliestCall - day.GeneralCall : null;
        }

        public IReadOnlyList<string> ValidateDay(ShootDay day, TimeSpan minimumTurnaround)
        {
            var problems = new List<string>();

            foreach (var member in day.Crew)
            {
                var shortfall = FindTurnaroundShortfall(day, member, minimumTurnaround);
                if (shortfall.HasValue)
                {
                    problems.Add($"{member.Name} is {shortfall.Value.TotalMinutes:0} min short of turnaround before {day.Date:yyyy-MM-dd}");
                }
            }

            // ... existing code ...
        }

// ... existing code ...
