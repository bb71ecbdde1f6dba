require "net/http"
require "uri"

module Weather
  class Client
    BASE_URL = "https://api.open-meteo.com/v1/forecast".freeze
    DEFAULT_TIMEOUT = 5

    Error = Class.new(StandardError)

    def initialize(timeout: DEFAULT_TIMEOUT, logger: nil)
      @timeout = timeout
      @logger = logger
    end

    def current(lat:, lon:)
      body = get(latitude: lat, longitude: lon, current_weather: true)
      body.fetch("current_weather")
    end

    def hourly(lat:, lon:, fields: %w[temperature_2m precipitation])
      body = get(latitude: lat, longitude: lon, hourly: fields.join(","))
      body.fetch("hourly")
    end

    def daily(lat:, lon:, fields: %w[temperature_2m_max temperature_2m_min], timezone: "UTC")
      body = get(latitude: lat, longitude: lon, daily: fields.join(","), timezone: timezone)
      body.fetch("daily")
    end

    private

    def get(params)
      uri = URI(BASE_URL)
      uri.query = URI.encode_www_form(params)
      @logger&.debug("GET #{uri}")
      response = Net::HTTP.start(uri.host, uri.port, use_ssl: true,
                                                     open_timeout: @timeout,
                                                     read_timeout: @timeout) do |http|
        http.get(uri.request_uri)
      end
      raise Error, "HTTP #{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

      JSON.parse(response.body)
    end
  end
end
