# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

module Weather
  class Error < StandardError; end
  class NotFound < Error; end
  class RateLimited < Error; end

  class Client
    BASE_URL = "https://api.weather.example.com/v2"

    def initialize(api_key:, base_url: BASE_URL, logger: nil)
      @api_key = api_key
      @base_url = base_url
      @logger = logger
    end

    def current(city)
      get("/current", q: city)
    end

    def forecast(city, days: 3)
      get("/forecast", q: city, days: days)
    end

    def history(city, date)
      get("/history", q: city, dt: date.iso8601)
    end

    def astronomy(city, date = Date.today)
      get("/astronomy", q: city, dt: date.iso8601)
    end

    private

    def get(path, params)
      uri = URI("#{@base_url}#{path}")
      uri.query = URI.encode_www_form(params.merge(key: @api_key))
      @logger&.debug("GET #{uri.path}")
      response = Net::HTTP.get_response(uri)
      handle(response)
    end

    def handle(response)
      case response
      when Net::HTTPSuccess
        JSON.parse(response.body)
      when Net::HTTPNotFound
        raise NotFound, "location not found"
      when Net::HTTPTooManyRequests
        raise RateLimited, response["Retry-After"].to_s
      else
        raise Error, "HTTP #{response.code}: #{response.body}"
      end
    end
  end
end
