// ... existing code ...

        modelBuilder.Entity<StopTime>(entity =>
        {
            // ... existing code ...
            entity.HasIndex(e => new { e.FeedVersionId, e.StopId });
            entity.HasOne<FeedVersion>().WithMany().HasForeignKey(e => e.FeedVersionId).OnDelete(DeleteBehavior.NoAction);
        });

// ... existing code ...
