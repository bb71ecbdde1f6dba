        public AssignmentResult AssignTasks(string propertyId, DateOnly workDate)
        {
            // ... existing code ...

            foreach (var task in pending)
            {
                // Keep attendants on one floor where possible to cut walking time.
                var attendant = attendants
                    .Where(a => a.AssignedMinutes + task.EstimatedMinutes <= ShiftCapacityMinutes)
                    .OrderBy(a => a.CurrentFloor == task.Floor ? 0 : 1)
                    .ThenBy(a => a.AssignedMinutes)
                    .FirstOrDefault();

                // ... existing code ...

                attendant.AssignedMinutes += task.EstimatedMinutes;
                attendant.CurrentFloor = task.Floor;
                _tasks.Assign(task.Id, attendant.Id);
                // ... existing code ...
            }

            // ... existing code ...
        }
