// ... existing usings ...

namespace Harbourline.Gate.Appointments;

public sealed class AppointmentService : IAppointmentService
{
    private static readonly TimeSpan EarlyArrivalTolerance = TimeSpan.FromMinutes(30);
    private static readonly TimeSpan LateArrivalTolerance = TimeSpan.FromMinutes(15);
    private static readonly TimeSpan NoShowGrace = TimeSpan.FromMinutes(60);

    // ... existing code ...

    public async Task<int> ExpireNoShowsAsync(DateTimeOffset now, CancellationToken ct)
    {
        var cutoff = now - NoShowGrace;
        var stale = await _repository.ListBookedBeforeAsync(cutoff, ct);
        foreach (var appointment in stale)
        {
            await _repository.UpdateStatusAsync(appointment.Id, AppointmentStatus.NoShow, ct);
        }
        if (stale.Count > 0)
        {
            _logger.LogInformation("Expired {Count} no-show appointments booked before {Cutoff}", stale.Count, cutoff);
        }
        return stale.Count;
    }
}
