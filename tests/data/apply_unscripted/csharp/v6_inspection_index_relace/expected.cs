using System;
using Microsoft.EntityFrameworkCore;
using BeeCoop.Domain;

namespace BeeCoop.Data
{
    public class BeeCoopDbContext : DbContext
    {
        public BeeCoopDbContext(DbContextOptions<BeeCoopDbContext> options)
            : base(options)
        {
        }

        public DbSet<Apiary> Apiaries => Set<Apiary>();
        public DbSet<Hive> Hives => Set<Hive>();
        public DbSet<Inspection> Inspections => Set<Inspection>();
        public DbSet<HoneyLot> HoneyLots => Set<HoneyLot>();
        public DbSet<SwarmCall> SwarmCalls => Set<SwarmCall>();

        protected override void OnModelCreating(ModelBuilder modelBuilder)
        {
            modelBuilder.Entity<Apiary>(entity =>
            {
                entity.ToTable("apiaries");
                entity.HasKey(a => a.Id);
                entity.Property(a => a.Name).HasMaxLength(120).IsRequired();
                entity.Property(a => a.Postcode).HasMaxLength(10);
            });

            modelBuilder.Entity<Hive>(entity =>
            {
                entity.ToTable("hives");
                entity.HasKey(h => h.Id);
                entity.Property(h => h.Tag).HasMaxLength(16).IsRequired();
                entity.HasIndex(h => h.Tag).IsUnique();
                entity.HasOne(h => h.Apiary)
                    .WithMany(a => a.Hives)
                    .HasForeignKey(h => h.ApiaryId);
            });

            modelBuilder.Entity<Inspection>(entity =>
            {
                entity.ToTable("inspections");
                entity.HasKey(i => i.Id);
                entity.Property(i => i.Notes).HasMaxLength(2000);
                entity.Property(i => i.Temperament).HasConversion<string>().HasMaxLength(12);
                entity.HasIndex(i => new { i.HiveId, i.InspectedOn });
                entity.HasOne(i => i.Hive)
                    .WithMany(h => h.Inspections)
                    .HasForeignKey(i => i.HiveId);
            });

            modelBuilder.Entity<HoneyLot>(entity =>
            {
                entity.ToTable("honey_lots");
                entity.HasKey(l => l.Id);
                entity.Property(l => l.LotNumber).HasMaxLength(20).IsRequired();
                entity.HasIndex(l => l.LotNumber).IsUnique();
                entity.Property(l => l.NetWeightKg).HasPrecision(8, 2);
            });

            modelBuilder.Entity<SwarmCall>(entity =>
            {
                entity.ToTable("swarm_calls");
                entity.HasKey(s => s.Id);
                entity.Property(s => s.CallerPhone).HasMaxLength(20).IsRequired();
                entity.Property(s => s.Status).HasConversion<string>().HasMaxLength(16);
            });
        }
    }
}
