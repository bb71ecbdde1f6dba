using System;
using System.Collections.Generic;
using System.Linq;
using Crew.Scheduling.Data;
using Crew.Scheduling.Models;

namespace Crew.Scheduling.Services;

public sealed record RosterEntry(string EmployeeId, DateOnly Date, string DutyCode, string? PairingId);

public class RosterService
{
    private readonly IRosterRepository _repository;
    private readonly ICrewDirectory _directory;
    private readonly TimeProvider _clock;

    public RosterService(IRosterRepository repository, ICrewDirectory directory, TimeProvider clock)
    {
        _repository = repository;
        _directory = directory;
        _clock = clock;
    }

    public IReadOnlyList<RosterEntry> GetRoster(string employeeId, DateOnly from, DateOnly to)
    {
        if (to < from)
        {
            throw new ArgumentException("End date must not be before start date.", nameof(to));
        }

        return _repository
            .GetEntries(employeeId, from, to)
            .OrderBy(e => e.Date)
            .ToList();
    }

    public IReadOnlyList<RosterEntry> GetDaysOff(string employeeId, DateOnly from, DateOnly to)
    {
        return GetRoster(employeeId, from, to)
            .Where(e => e.DutyCode == "OFF")
            .ToList();
    }

    public IReadOnlyList<RosterEntry> GetReserveDays(string employeeId, DateOnly from, DateOnly to)
    {
        return GetRoster(employeeId, from, to)
            .Where(e => e.DutyCode == "RSV")
            .ToList();
    }

    public void AssignPairing(string employeeId, DateOnly date, string pairingId)
    {
        var member = _directory.Find(employeeId)
            ?? throw new KeyNotFoundException($"Unknown crew member {employeeId}.");

        if (!member.IsActive)
        {
            throw new InvalidOperationException($"Crew member {employeeId} is not active.");
        }

        _repository.Upsert(new RosterEntry(employeeId, date, "FLY", pairingId));
    }

    public void ReleasePairing(string employeeId, DateOnly date)
    {
        var existing = _repository.GetEntry(employeeId, date);
        if (existing is null || existing.PairingId is null)
        {
            return;
        }

        _repository.Upsert(existing with { DutyCode = "RSV", PairingId = null });
    }

    public int CountDutyDays(string employeeId, DateOnly from, DateOnly to)
    {
        var today = DateOnly.FromDateTime(_clock.GetUtcNow().UtcDateTime);
        return GetRoster(employeeId, from, to)
            .Where(e => e.Date <= today)
            .Count(e => e.DutyCode is "FLY" or "SBY" or "TRN");
    }

    public IReadOnlyList<RosterEntry> GetStandbyDays(string employeeId, DateOnly from, DateOnly to)
    {
        return GetRoster(employeeId, from, to)
            .Where(e => e.DutyCode == "SBY")
            .ToList();
    }
}
