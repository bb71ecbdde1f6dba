        // ... existing code ...

        public HoneyGrade GradeLot(HoneyLot lot, decimal maxMoisturePercent = DefaultMaxMoisture)
        {
            var sample = _lab.LatestSampleFor(lot.LotNumber);
            if (sample == null)
            {
                return HoneyGrade.Ungraded;
            }

            if (sample.MoisturePercent > maxMoisturePercent)
            {
                return sample.MoisturePercent <= BakeryMaxMoisture
                    ? HoneyGrade.Bakery
                    : HoneyGrade.Rejected;
            }

            return sample.HmfMgPerKg <= 40m ? HoneyGrade.TableA : HoneyGrade.TableB;
        }

        // ... existing code ...
