using System;
using System.Globalization;
using Meadowbrook.Clinic.Lab.Hl7;
using Meadowbrook.Clinic.Portal.Models;

namespace Meadowbrook.Clinic.Portal.LabResults
{
    /// <summary>
    /// Maps parsed OBX observations into the portal's patient-facing result model.
    /// </summary>
    public class LabResultMapper
    {
        private readonly IReferenceRangeCatalog _referenceRanges;

        public LabResultMapper(IReferenceRangeCatalog referenceRanges)
        {
            _referenceRanges = referenceRanges ?? throw new ArgumentNullException(nameof(referenceRanges));
        }

        public PortalLabResult Map(ObxSegment obx, DateTimeOffset collectedAt)
        {
            var range = _referenceRanges.Find(obx.LoincCode);
            var interpretation = MapFlag(obx.AbnormalFlag);
            return new PortalLabResult
            {
                LoincCode = obx.LoincCode,
                DisplayName = range?.PatientFriendlyName ?? obx.ObservationText,
                Value = FormatValue(obx),
                Units = obx.Units,
                ReferenceRange = range?.ToDisplayString(),
                Interpretation = interpretation,
                RequiresClinicianCall = interpretation is ResultInterpretation.CriticalHigh
                    or ResultInterpretation.CriticalLow,
                CollectedAt = collectedAt,
            };
        }

        private static string FormatValue(ObxSegment obx)
        {
            if (obx.ValueType == "NM" &&
                decimal.TryParse(obx.Value, NumberStyles.Number, CultureInfo.InvariantCulture, out var number))
            {
                return number.ToString("0.##", CultureInfo.InvariantCulture);
            }

            return obx.Value.Trim();
        }

        private static ResultInterpretation MapFlag(string flag)
        {
            switch (flag)
            {
                case "H":
                    return ResultInterpretation.High;
                case "L":
                    return ResultInterpretation.Low;
                case "HH":
                    return ResultInterpretation.CriticalHigh;
                case "LL":
                    return ResultInterpretation.CriticalLow;
                case "A":
                    return ResultInterpretation.Abnormal;
                case "N":
                case "":
                case null:
                    return ResultInterpretation.Normal;
                default:
                    return ResultInterpretation.Unknown;
            }
        }
    }
}
