using System;
using System.Collections.Generic;
using BeeCoop.Domain;

namespace BeeCoop.Domain.Validation
{
    public sealed class InspectionValidator
    {
        private const int MaxFramesPerBox = 11;

        public IReadOnlyList<string> Validate(Inspection inspection)
        {
            var errors = new List<string>();

            if (inspection.HiveId <= 0)
            {
                errors.Add("Inspection must reference a hive.");
            }

            if (inspection.InspectedOn > DateTime.UtcNow)
            {
                errors.Add("Inspection date cannot be in the future.");
            }

            if (inspection.BroodFrames < 0 || inspection.BroodFrames > MaxFramesPerBox)
            {
                errors.Add($"Brood frames must be between 0 and {MaxFramesPerBox}.");
            }

            if (inspection.HoneyFrames < 0 || inspection.HoneyFrames > MaxFramesPerBox * 3)
            {
                errors.Add("Honey frames count is out of range.");
            }

            if (inspection.QueenSeen && inspection.QueenCellsCount > 0 && string.IsNullOrWhiteSpace(inspection.Notes))
            {
                errors.Add("Queen cells with a seen queen need a note on swarm prevention.");
            }

            return errors;
        }

        public IReadOnlyList<string> ValidateTreatment(TreatmentRecord treatment)
        {
            var errors = new List<string>();

            if (string.IsNullOrWhiteSpace(treatment.Product))
            {
                errors.Add("Treatment product is required.");
            }

            if (treatment.AppliedOn > DateTime.UtcNow)
            {
                errors.Add("Treatment date cannot be in the future.");
            }

            if (treatment.WithdrawalDays < 0)
            {
                errors.Add("Withdrawal period cannot be negative.");
            }

            return errors;
        }
    }
}
