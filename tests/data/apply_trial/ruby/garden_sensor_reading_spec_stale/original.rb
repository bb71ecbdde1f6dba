# frozen_string_literal: true

require "rails_helper"

RSpec.describe SensorReading, type: :model do
  let(:plant) { create(:plant, min_moisture: 30, max_moisture: 60) }
  let(:sensor) { create(:sensor, interval_minutes: 10, plant: plant) }

  describe "validations" do
    it "requires a sensor" do
      reading = build(:sensor_reading, sensor: nil)
      expect(reading).not_to be_valid
      expect(reading.errors[:sensor]).to include("must exist")
    end

    it "rejects moisture above 100" do
      reading = build(:sensor_reading, sensor: sensor, moisture: 101)
      expect(reading).not_to be_valid
    end

    it "rejects temperatures below -40" do
      reading = build(:sensor_reading, sensor: sensor, temperature_c: -41)
      expect(reading).not_to be_valid
    end
  end

  describe "#moisture_status" do
    it "is :dry below the plant minimum" do
      reading = build(:sensor_reading, sensor: sensor, moisture: 25)
      expect(reading.moisture_status).to eq(:dry)
    end

    it "is :ok inside the plant range" do
      reading = build(:sensor_reading, sensor: sensor, moisture: 45)
      expect(reading.moisture_status).to eq(:ok)
    end

    it "is :wet above the plant maximum" do
      reading = build(:sensor_reading, sensor: sensor, moisture: 72)
      expect(reading.moisture_status).to eq(:wet)
    end
  end

  describe ".latest_per_sensor" do
    it "returns only the newest reading of each sensor" do
      other = create(:sensor)
      create(:sensor_reading, sensor: sensor, recorded_at: 2.hours.ago)
      newest = create(:sensor_reading, sensor: sensor, recorded_at: 5.minutes.ago)
      other_reading = create(:sensor_reading, sensor: other, recorded_at: 1.hour.ago)

      expect(described_class.latest_per_sensor).to contain_exactly(newest, other_reading)
    end
  end

  describe "#to_chart_point" do
    it "uses epoch milliseconds and rounds moisture to one decimal" do
      time = Time.zone.parse("2024-05-01 12:00:00")
      reading = build(:sensor_reading, sensor: sensor, moisture: 41.26, recorded_at: time)

      expect(reading.to_chart_point).to eq([time.to_i * 1000, 41.3])
    end
  end
end
