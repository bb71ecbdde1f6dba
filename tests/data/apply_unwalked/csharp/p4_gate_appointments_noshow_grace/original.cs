using System;
using System.Threading;
using System.Threading.Tasks;
using Harbourline.Gate.Customs;
using Harbourline.Gate.Data;
using Microsoft.Extensions.Logging;

namespace Harbourline.Gate.Appointments;

public sealed class AppointmentService : IAppointmentService
{
    private static readonly TimeSpan EarlyArrivalTolerance = TimeSpan.FromMinutes(30);
    private static readonly TimeSpan LateArrivalTolerance = TimeSpan.FromMinutes(15);

    private readonly IAppointmentRepository _repository;
    private readonly ICustomsHoldClient _customs;
    private readonly ILogger<AppointmentService> _logger;

    public AppointmentService(
        IAppointmentRepository repository,
        ICustomsHoldClient customs,
        ILogger<AppointmentService> logger)
    {
        _repository = repository;
        _customs = customs;
        _logger = logger;
    }

    public async Task<Appointment> BookAsync(BookingRequest request, CancellationToken ct)
    {
        if (await _customs.HasActiveHoldAsync(request.ContainerNumber, ct))
        {
            throw new AppointmentRejectedException(request.ContainerNumber, "container under customs hold");
        }

        var slot = await _repository.FindSlotAsync(request.GateId, request.SlotStart, ct)
            ?? throw new AppointmentRejectedException(request.ContainerNumber, "no such slot");
        if (slot.Booked >= slot.Capacity)
        {
            throw new AppointmentRejectedException(request.ContainerNumber, "slot full");
        }

        var appointment = new Appointment(
            Guid.NewGuid(),
            request.TruckPlate,
            request.ContainerNumber,
            slot.GateId,
            slot.Start,
            AppointmentStatus.Booked);
        await _repository.AddAsync(appointment, ct);
        _logger.LogInformation("Booked {Container} at {Gate} {Start}", appointment.ContainerNumber, slot.GateId, slot.Start);
        return appointment;
    }

    public async Task<CheckInResult> CheckInAsync(Guid appointmentId, DateTimeOffset arrivedAt, CancellationToken ct)
    {
        var appointment = await _repository.GetAsync(appointmentId, ct);
        if (appointment is null || appointment.Status != AppointmentStatus.Booked)
        {
            return CheckInResult.NotFound;
        }

        if (arrivedAt < appointment.SlotStart - EarlyArrivalTolerance)
        {
            return CheckInResult.TooEarly;
        }
        if (arrivedAt > appointment.SlotStart + LateArrivalTolerance)
        {
            return CheckInResult.TooLate;
        }

        await _repository.UpdateStatusAsync(appointmentId, AppointmentStatus.CheckedIn, ct);
        return CheckInResult.Accepted;
    }

    public async Task<int> ExpireNoShowsAsync(DateTimeOffset now, CancellationToken ct)
    {
        var stale = await _repository.ListBookedBeforeAsync(now - LateArrivalTolerance, ct);
        foreach (var appointment in stale)
        {
            await _repository.UpdateStatusAsync(appointment.Id, AppointmentStatus.NoShow, ct);
        }
        return stale.Count;
    }
}
