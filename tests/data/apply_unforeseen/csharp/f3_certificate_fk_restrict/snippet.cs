// ... existing code ...

public sealed class CertificateConfiguration : IEntityTypeConfiguration<Certificate>
{
    public void Configure(EntityTypeBuilder<Certificate> builder)
    {
        // ... existing code ...
        builder.HasOne<Enrolment>()
            .WithOne()
            .HasForeignKey<Certificate>(x => x.EnrolmentId)
            .OnDelete(DeleteBehavior.Restrict); // certificates must outlive a deleted enrolment
    }
}

// ... existing code ...
