        public IReadOnlyList<string> Validate(Inspection inspection)
        {
            var errors = new List<string>();

            // ... existing code ...

            if (inspection.HoneyFrames < 0 || inspection.HoneyFrames > MaxFramesPerBox * 3)
            {
                errors.Add("Honey frames count is out of range.");
            }

            if (inspection.VarroaMiteCount.HasValue && inspection.VarroaMiteCount.Value < 0)
            {
                errors.Add("Varroa mite count cannot be negative.");
            }

            // ... existing code ...

            return errors;
        }
