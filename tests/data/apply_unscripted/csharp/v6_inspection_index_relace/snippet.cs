// ... keep existing code

            modelBuilder.Entity<Inspection>(entity =>
            {
                entity.ToTable("inspections");
                entity.HasKey(i => i.Id);
                entity.Property(i => i.Notes).HasMaxLength(2000);
                entity.Property(i => i.Temperament).HasConversion<string>().HasMaxLength(12);
                entity.HasIndex(i => new { i.HiveId, i.InspectedOn });
                // ... keep existing code
            });

// ... keep existing code
