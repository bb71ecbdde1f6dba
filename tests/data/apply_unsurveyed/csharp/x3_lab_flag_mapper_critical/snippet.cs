// ... keep existing code

        public PortalLabResult Map(ObxSegment obx, DateTimeOffset collectedAt)
        {
            var range = _referenceRanges.Find(obx.LoincCode);
            var interpretation = MapFlag(obx.AbnormalFlag);
            return new PortalLabResult
            {
                // ... keep existing code
                Interpretation = interpretation,
                RequiresClinicianCall = interpretation is ResultInterpretation.CriticalHigh
                    or ResultInterpretation.CriticalLow,
                CollectedAt = collectedAt,
            };
        }

        // ... keep existing code

                case "L":
                    return ResultInterpretation.Low;
                case "HH":
                    return ResultInterpretation.CriticalHigh;
                case "LL":
                    return ResultInterpretation.CriticalLow;
                case "A":
                    return ResultInterpretation.Abnormal;
// ... keep existing code
