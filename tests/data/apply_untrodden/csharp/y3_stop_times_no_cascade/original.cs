using Metro.Gtfs.Domain;
using Microsoft.EntityFrameworkCore;

namespace Metro.Gtfs.Data;

public class GtfsDbContext : DbContext
{
    public GtfsDbContext(DbContextOptions<GtfsDbContext> options)
        : base(options)
    {
    }

    public DbSet<FeedVersion> FeedVersions => Set<FeedVersion>();
    public DbSet<Route> Routes => Set<Route>();
    public DbSet<Stop> Stops => Set<Stop>();
    public DbSet<Trip> Trips => Set<Trip>();
    public DbSet<StopTime> StopTimes => Set<StopTime>();
    public DbSet<CalendarDate> CalendarDates => Set<CalendarDate>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        modelBuilder.HasDefaultSchema("gtfs");

        modelBuilder.Entity<FeedVersion>(entity =>
        {
            entity.ToTable("feed_versions");
            entity.HasKey(e => e.Id);
            entity.Property(e => e.Sha256).HasMaxLength(64).IsRequired();
            entity.Property(e => e.ImportedAt).IsRequired();
            entity.HasIndex(e => e.Sha256).IsUnique();
        });

        modelBuilder.Entity<Route>(entity =>
        {
            entity.ToTable("routes");
            entity.HasKey(e => new { e.FeedVersionId, e.RouteId });
            entity.Property(e => e.RouteId).HasMaxLength(64).IsRequired();
            entity.Property(e => e.ShortName).HasMaxLength(32);
            entity.Property(e => e.LongName).HasMaxLength(255);
            entity.Property(e => e.Color).HasMaxLength(6).IsFixedLength();
            entity.HasOne<FeedVersion>().WithMany().HasForeignKey(e => e.FeedVersionId).OnDelete(DeleteBehavior.Cascade);
        });

        modelBuilder.Entity<Stop>(entity =>
        {
            entity.ToTable("stops");
            entity.HasKey(e => new { e.FeedVersionId, e.StopId });
            entity.Property(e => e.StopId).HasMaxLength(64).IsRequired();
            entity.Property(e => e.Name).HasMaxLength(255).IsRequired();
            entity.Property(e => e.ZoneId).HasMaxLength(32);
            entity.HasIndex(e => new { e.FeedVersionId, e.ParentStation });
            entity.HasOne<FeedVersion>().WithMany().HasForeignKey(e => e.FeedVersionId).OnDelete(DeleteBehavior.Cascade);
        });

        modelBuilder.Entity<Trip>(entity =>
        {
            entity.ToTable("trips");
            entity.HasKey(e => new { e.FeedVersionId, e.TripId });
            entity.Property(e => e.TripId).HasMaxLength(64).IsRequired();
            entity.Property(e => e.RouteId).HasMaxLength(64).IsRequired();
            entity.Property(e => e.ServiceId).HasMaxLength(64).IsRequired();
            entity.Property(e => e.Headsign).HasMaxLength(255);
            entity.HasIndex(e => new { e.FeedVersionId, e.RouteId });
            entity.HasOne<FeedVersion>().WithMany().HasForeignKey(e => e.FeedVersionId).OnDelete(DeleteBehavior.Cascade);
        });

        modelBuilder.Entity<StopTime>(entity =>
        {
            entity.ToTable("stop_times");
            entity.HasKey(e => new { e.FeedVersionId, e.TripId, e.StopSequence });
            entity.Property(e => e.TripId).HasMaxLength(64).IsRequired();
            entity.Property(e => e.StopId).HasMaxLength(64).IsRequired();
            entity.Property(e => e.ArrivalSeconds);
            entity.Property(e => e.DepartureSeconds);
            entity.HasIndex(e => new { e.FeedVersionId, e.StopId });
            entity.HasOne<FeedVersion>().WithMany().HasForeignKey(e => e.FeedVersionId).OnDelete(DeleteBehavior.Cascade);
        });

        modelBuilder.Entity<CalendarDate>(entity =>
        {
            entity.ToTable("calendar_dates");
            entity.HasKey(e => new { e.FeedVersionId, e.ServiceId, e.Date });
            entity.Property(e => e.ServiceId).HasMaxLength(64).IsRequired();
            entity.Property(e => e.ExceptionType).HasConversion<short>();
            entity.HasOne<FeedVersion>().WithMany().HasForeignKey(e => e.FeedVersionId).OnDelete(DeleteBehavior.Cascade);
        });
    }
}
