using System;
using System.Collections.Generic;
using System.Linq;
using BeeCoop.Domain;

namespace BeeCoop.Domain.Services
{
    /// <summary>
    /// Grading and labelling rules for extracted honey lots.
    /// </summary>
    public class HoneyLotGrader
    {
        private const decimal DefaultMaxMoisture = 18.6m;
        private const decimal BakeryMaxMoisture = 23.0m;

        private readonly ILabRepository _lab;

        public HoneyLotGrader(ILabRepository lab)
        {
            _lab = lab;
        }

        public HoneyGrade GradeLot(HoneyLot lot)
        {
            var sample = _lab.LatestSampleFor(lot.LotNumber);
            if (sample == null)
            {
                return HoneyGrade.Ungraded;
            }

            if (sample.MoisturePercent > DefaultMaxMoisture)
            {
                return sample.MoisturePercent <= BakeryMaxMoisture
                    ? HoneyGrade.Bakery
                    : HoneyGrade.Rejected;
            }

            return sample.HmfMgPerKg <= 40m ? HoneyGrade.TableA : HoneyGrade.TableB;
        }

        public decimal NetWeightKg(HoneyLot lot)
        {
            return lot.Drums.Sum(d => d.GrossWeightKg - d.TareWeightKg);
        }

        public IReadOnlyList<HoneyLot> LotsNeedingResample(IEnumerable<HoneyLot> lots)
        {
            var result = new List<HoneyLot>();
            foreach (var lot in lots)
            {
                var sample = _lab.LatestSampleFor(lot.LotNumber);
                if (sample == null || sample.TakenOn < DateTime.UtcNow.AddMonths(-6))
                {
                    result.Add(lot);
                }
            }
            return result;
        }

        public string LabelText(HoneyLot lot)
        {
            var grade = GradeLot(lot);
            var floral = string.IsNullOrEmpty(lot.FloralSource) ? "Wildflower" : lot.FloralSource;
            return $"{floral} honey - Lot {lot.LotNumber} - Grade {grade}";
        }
    }
}
