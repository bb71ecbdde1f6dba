using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.Extensions.Logging;

namespace Harbourlight.Housekeeping
{
    public sealed class TaskAssignmentService
    {
        private const int ShiftCapacityMinutes = 420;

        private readonly IHousekeepingTaskStore _tasks;
        private readonly IAttendantRoster _roster;
        private readonly ILogger<TaskAssignmentService> _logger;

        public TaskAssignmentService(IHousekeepingTaskStore tasks, IAttendantRoster roster, ILogger<TaskAssignmentService> logger)
        {
            _tasks = tasks;
            _roster = roster;
            _logger = logger;
        }

        public AssignmentResult AssignTasks(string propertyId, DateOnly workDate)
        {
            var pending = _tasks.Unassigned(propertyId, workDate)
                .OrderByDescending(t => t.Priority)
                .ThenBy(t => t.DueBy)
                .ToList();
            var attendants = _roster.OnShift(propertyId, workDate).ToList();
            var result = new AssignmentResult(propertyId, workDate);

            if (attendants.Count == 0)
            {
                _logger.LogWarning("No attendants on shift for {PropertyId} on {WorkDate}", propertyId, workDate);
                result.Unassigned.AddRange(pending);
                return result;
            }

            foreach (var task in pending)
            {
                // Keep attendants on one floor where possible to cut walking time.
                var attendant = attendants
                    .Where(a => a.AssignedMinutes + task.EstimatedMinutes <= ShiftCapacityMinutes)
                    .OrderBy(a => a.CurrentFloor == task.Floor ? 0 : 1)
                    .ThenBy(a => a.AssignedMinutes)
                    .FirstOrDefault();

                if (attendant is null)
                {
                    result.Unassigned.Add(task);
                    continue;
                }

                attendant.AssignedMinutes += task.EstimatedMinutes;
                attendant.CurrentFloor = task.Floor;
                _tasks.Assign(task.Id, attendant.Id);
                result.Assigned.Add(new TaskAssignment(task.Id, attendant.Id, task.RoomNumber));
            }

            _logger.LogInformation(
                "Assigned {Assigned} of {Total} housekeeping tasks for {PropertyId}",
                result.Assigned.Count, pending.Count, propertyId);
            return result;
        }

        public void Unassign(Guid taskId)
        {
            var task = _tasks.Get(taskId);
            if (task?.AttendantId is null)
            {
                return;
            }

            var attendant = _roster.Get(task.AttendantId.Value);
            if (attendant is not null)
            {
                attendant.AssignedMinutes -= task.EstimatedMinutes;
            }

            _tasks.Unassign(taskId);
        }
    }
}
