#!/usr/bin/env ruby
# frozen_string_literal: true

# Exports weekly hours-of-service summaries for all drivers of a depot
# as CSV, for the compliance team's Monday review.

require "csv"
require "date"
require "json"
require "net/http"

class HosWeeklyExport
  API_BASE = ENV.fetch("TELEMATICS_API", "https://telematics.internal.example/api/v2")
  WEEKLY_LIMIT_MIN = 56 * 60

  def initialize(depot_id, week_start)
    @depot_id = depot_id
    @week_start = week_start
  end

  def rows
    drivers.map do |driver|
      minutes = driving_minutes(driver["id"])
      [
        driver["employee_no"],
        driver["name"],
        format_hm(minutes),
        format_hm(WEEKLY_LIMIT_MIN - minutes),
        minutes > WEEKLY_LIMIT_MIN ? "BREACH" : "ok"
      ]
    end
  end

  def write(io)
    csv = CSV.new(io)
    csv << ["Employee no", "Driver", "Driven", "Remaining", "Status"]
    rows.each { |row| csv << row }
  end

  private

  def drivers
    get_json("/depots/#{@depot_id}/drivers")
  end

  def driving_minutes(driver_id)
    week_end = @week_start + 6
    logs = get_json("/drivers/#{driver_id}/duty-logs?from=#{@week_start.iso8601}&to=#{week_end.iso8601}")
    logs.select { |entry| entry["status"] == "driving" }.sum { |entry| entry["minutes"] }
  end

  def get_json(path)
    uri = URI("#{API_BASE}#{path}")
    response = Net::HTTP.get_response(uri)
    raise "GET #{uri} failed: #{response.code}" unless response.is_a?(Net::HTTPSuccess)

    JSON.parse(response.body)
  end

  def format_hm(minutes)
    sign = minutes.negative? ? "-" : ""
    format("%s%d:%02d", sign, minutes.abs / 60, minutes.abs % 60)
  end
end

if $PROGRAM_NAME == __FILE__
  depot_id = ARGV.fetch(0) { abort "usage: #{File.basename($PROGRAM_NAME)} DEPOT_ID [WEEK_START]" }
  week_start = ARGV[1] ? Date.iso8601(ARGV[1]) : Date.today - Date.today.cwday + 1
  HosWeeklyExport.new(depot_id, week_start).write($stdout)
end
