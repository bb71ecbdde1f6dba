using LearnHub.Domain.Certificates;
using LearnHub.Domain.Courses;
using LearnHub.Domain.Enrolments;
using LearnHub.Domain.Quizzes;
using Microsoft.EntityFrameworkCore;
using Microsoft.EntityFrameworkCore.Metadata.Builders;

namespace LearnHub.Infrastructure.Persistence.Configurations;

public sealed class CourseConfiguration : IEntityTypeConfiguration<Course>
{
    public void Configure(EntityTypeBuilder<Course> builder)
    {
        builder.ToTable("courses");
        builder.HasKey(x => x.Id);
        builder.Property(x => x.Title).HasMaxLength(200).IsRequired();
        builder.Property(x => x.Slug).HasMaxLength(120).IsRequired();
        builder.Property(x => x.PriceCents).IsRequired();
        builder.Property(x => x.CreatedAt).HasDefaultValueSql("now()");
        builder.HasIndex(x => x.Slug).IsUnique();
        builder.HasIndex(x => x.InstructorId);
    }
}

public sealed class EnrolmentConfiguration : IEntityTypeConfiguration<Enrolment>
{
    public void Configure(EntityTypeBuilder<Enrolment> builder)
    {
        builder.ToTable("enrolments");
        builder.HasKey(x => x.Id);
        builder.Property(x => x.Status).HasConversion<string>().HasMaxLength(32);
        builder.Property(x => x.PricePaidCents).IsRequired();
        builder.Property(x => x.CreatedAt).HasDefaultValueSql("now()");
        builder.HasIndex(x => new { x.StudentId, x.CourseId }).IsUnique();
        builder.HasOne<Course>()
            .WithMany()
            .HasForeignKey(x => x.CourseId)
            .OnDelete(DeleteBehavior.Restrict);
    }
}

public sealed class CertificateConfiguration : IEntityTypeConfiguration<Certificate>
{
    public void Configure(EntityTypeBuilder<Certificate> builder)
    {
        builder.ToTable("certificates");
        builder.HasKey(x => x.Id);
        builder.Property(x => x.VerificationCode).HasMaxLength(32).IsRequired();
        builder.Property(x => x.CreatedAt).HasDefaultValueSql("now()");
        builder.HasIndex(x => x.StudentId);
        builder.HasIndex(x => x.VerificationCode).IsUnique();
        builder.HasOne<Enrolment>()
            .WithOne()
            .HasForeignKey<Certificate>(x => x.EnrolmentId)
            .OnDelete(DeleteBehavior.Restrict); // certificates must outlive a deleted enrolment
    }
}

public sealed class QuizAttemptConfiguration : IEntityTypeConfiguration<QuizAttempt>
{
    public void Configure(EntityTypeBuilder<QuizAttempt> builder)
    {
        builder.ToTable("quiz_attempts");
        builder.HasKey(x => x.Id);
        builder.Property(x => x.Score).HasPrecision(5, 2);
        builder.Property(x => x.CreatedAt).HasDefaultValueSql("now()");
        builder.HasIndex(x => new { x.EnrolmentId, x.QuizId });
        builder.HasOne<Enrolment>()
            .WithMany()
            .HasForeignKey(x => x.EnrolmentId)
            .OnDelete(DeleteBehavior.Cascade);
    }
}
