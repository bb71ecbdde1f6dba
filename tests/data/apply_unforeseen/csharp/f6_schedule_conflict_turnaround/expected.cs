using System;
using System.Collections.Generic;
using System.Linq;
using Northlight.Scheduling.Models;

namespace Northlight.Scheduling.Services
{
    public class ShootingScheduleService
    {
        private readonly IScheduleRepository _repository;
        private readonly ILogger<ShootingScheduleService> _logger;

        public ShootingScheduleService(IScheduleRepository repository, ILogger<ShootingScheduleService> logger)
        {
            _repository = repository;
            _logger = logger;
        }

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

            if (day.Scenes.Count == 0)
            {
                problems.Add($"No scenes scheduled for {day.Date:yyyy-MM-dd}");
            }

            return problems;
        }

        public void AssignCrew(ShootDay day, CrewMember member)
        {
            if (day.Crew.Any(c => c.Id == member.Id))
            {
                _logger.LogDebug("Crew member {Id} already on day {Date}", member.Id, day.Date);
                return;
            }

            day.Crew.Add(member);
            _repository.SaveDay(day);
        }
    }
}
