// ... keep existing code

    public DbSet<Comment> Comments => Set<Comment>();
    public DbSet<Tag> Tags => Set<Tag>();

    protected override void OnModelCreating(ModelBuilder modelBuilder)
    {
        // ... keep existing code

        modelBuilder.Entity<Comment>(entity =>
        {
            // ... keep existing code
        });

        modelBuilder.Entity<Tag>(entity =>
        {
            entity.ToTable("tags");
            entity.HasKey(t => t.Id);
            entity.Property(t => t.Name).HasMaxLength(50).IsRequired();
            entity.HasIndex(t => t.Name).IsUnique();
            entity.HasMany(t => t.Posts)
                .WithMany(p => p.Tags)
                .UsingEntity(j => j.ToTable("post_tags"));
        });
    }

// ... keep existing code
