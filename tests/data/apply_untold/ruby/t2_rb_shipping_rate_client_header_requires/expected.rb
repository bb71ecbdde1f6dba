# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

module Shipping
  class RateClient
    BASE_URL = "https://api.shipfast.example/v3"

    Rate = Struct.new(:carrier, :service, :amount_cents, :days, keyword_init: true)

    def initialize(api_key:, timeout: 5)
      @api_key = api_key
      @timeout = timeout
    end

    def rates(from:, to:, weight_grams:)
      body = {
        origin: from,
        destination: to,
        parcel: { weight: weight_grams, unit: "g" }
      }
      response = post("/rates", body)
      response.fetch("rates").map do |r|
        Rate.new(
          carrier: r["carrier"],
          service: r["service_level"],
          amount_cents: (r["amount"].to_f * 100).round,
          days: r["estimated_days"]
        )
      end
    end

    def cheapest(from:, to:, weight_grams:)
      rates(from: from, to: to, weight_grams: weight_grams).min_by(&:amount_cents)
    end

    private

    def post(path, body)
      uri = URI("#{BASE_URL}#{path}")
      request = Net::HTTP::Post.new(uri)
      request["Authorization"] = "Bearer #{@api_key}"
      request["Content-Type"] = "application/json"
      request.body = JSON.generate(body)

      response = Net::HTTP.start(uri.host, uri.port, use_ssl: true, read_timeout: @timeout) do |http|
        http.request(request)
      end
      raise "shipping API error #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      JSON.parse(response.body)
    end
  end
end
