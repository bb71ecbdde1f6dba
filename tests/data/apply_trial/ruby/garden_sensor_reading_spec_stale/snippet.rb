  # ... existing specs ...

  describe "#stale?" do
    it "is true when the reading is older than three sensor intervals" do
      reading = build(:sensor_reading, sensor: sensor, recorded_at: 31.minutes.ago)
      expect(reading).to be_stale
    end

    it "is false for a recent reading" do
      reading = build(:sensor_reading, sensor: sensor, recorded_at: 5.minutes.ago)
      expect(reading).not_to be_stale
    end
  end
end
