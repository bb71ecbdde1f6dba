using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;
using DentalClinic.Domain.Imaging;
using Microsoft.EntityFrameworkCore;

namespace DentalClinic.Data;

public sealed class XRayRecordRepository : IXRayRecordRepository
{
    private readonly ClinicDbContext _db;

    public XRayRecordRepository(ClinicDbContext db)
    {
        _db = db;
    }

    public Task<XRayRecord?> GetByIdAsync(Guid id) =>
        _db.XRayRecords.AsNoTracking().FirstOrDefaultAsync(x => x.Id == id);

    public async Task<IReadOnlyList<XRayRecord>> GetForPatientAsync(Guid patientId)
    {
        return await _db.XRayRecords
            .AsNoTracking()
            .Where(x => x.PatientId == patientId)
            .OrderByDescending(x => x.TakenAt)
            .ToListAsync();
    }

    public async Task<IReadOnlyList<XRayRecord>> GetUnreviewedAsync(int limit = 50)
    {
        return await _db.XRayRecords
            .AsNoTracking()
            .Where(x => x.ReviewedBy == null)
            .OrderBy(x => x.TakenAt)
            .Take(limit)
            .ToListAsync();
    }

    public async Task<XRayRecord?> GetLatestBitewingAsync(Guid patientId)
    {
        return await _db.XRayRecords
            .AsNoTracking()
            .Where(x => x.PatientId == patientId && x.ImageType == XRayImageType.Bitewing)
            .OrderByDescending(x => x.TakenAt)
            .FirstOrDefaultAsync();
    }

    public async Task AddAsync(XRayRecord record)
    {
        _db.XRayRecords.Add(record);
        await _db.SaveChangesAsync();
    }

    public async Task MarkReviewedAsync(Guid id, string dentistId, string? findings)
    {
        if (string.IsNullOrWhiteSpace(dentistId))
        {
            throw new ArgumentException("A reviewing dentist is required", nameof(dentistId));
        }

        var record = await _db.XRayRecords.FirstOrDefaultAsync(x => x.Id == id)
            ?? throw new KeyNotFoundException($"X-ray record {id} not found");

        record.ReviewedBy = dentistId;
        record.ReviewedAt = DateTime.UtcNow;
        record.Findings = string.IsNullOrWhiteSpace(findings) ? null : findings.Trim();
        await _db.SaveChangesAsync();
    }
}
