public class RosterService
{
    // ... existing code ...

    public IReadOnlyList<RosterEntry> GetStandbyDays(string employeeId, DateOnly from, DateOnly to)
    {
        return GetRoster(employeeId, from, to)
            .Where(e => e.DutyCode == "SBY")
            .ToList();
    }
}
