# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

module Shipping
  class ApiError < StandardError
    attr_reader :status

    def initialize(message, status: nil)
      super(message)
      @status = status
    end
  end

  # Thin JSON client for the carrier's REST API.
  class ApiClient
    DEFAULT_TIMEOUT = 10

    def initialize(base_url:, api_key:, timeout: DEFAULT_TIMEOUT, logger: nil)
      @base_uri = URI(base_url)
      @api_key = api_key
      @timeout = timeout
      @logger = logger
    end

    def get(path, params = {})
      uri = build_uri(path)
      uri.query = URI.encode_www_form(params) unless params.empty?
      request(Net::HTTP::Get.new(uri))
    end

    def post(path, body)
      req = Net::HTTP::Post.new(build_uri(path))
      req.body = JSON.generate(body)
      request(req)
    end

    def delete(path)
      request(Net::HTTP::Delete.new(build_uri(path)))
    end

    def create_shipment(order_id:, address:, parcels:)
      post("/v2/shipments", { reference: order_id, address: address, parcels: parcels })
    end

    def track(tracking_number)
      get("/v2/tracking/#{tracking_number}")
    end

    private

    def build_uri(path)
      URI.join(@base_uri.to_s.chomp("/") + "/", path.delete_prefix("/"))
    end

    def request(req, attempts: 3)
      req["Authorization"] = "Bearer #{@api_key}"
      req["Accept"] = "application/json"
      req["Content-Type"] = "application/json" if req.body

      tries = 0
      begin
        tries += 1
        response = Net::HTTP.start(req.uri.host, req.uri.port, use_ssl: req.uri.scheme == "https",
                                                               open_timeout: @timeout, read_timeout: @timeout) do |http|
          http.request(req)
        end
        raise ApiError.new("server error", status: response.code.to_i) if response.code.to_i >= 500 && tries < attempts
      rescue Net::OpenTimeout, Net::ReadTimeout, ApiError => e
        raise if tries >= attempts

        @logger&.warn("#{req.method} #{req.uri.path} failed (#{e.message}), retry #{tries}/#{attempts - 1}")
        sleep(2**(tries - 1))
        retry
      end

      @logger&.info("#{req.method} #{req.uri.path} -> #{response.code}")
      parse(response)
    end

    def parse(response)
      body = response.body.to_s.empty? ? {} : JSON.parse(response.body)
      return body if response.is_a?(Net::HTTPSuccess)

      raise ApiError.new(body.fetch("error", response.message), status: response.code.to_i)
    end
  end
end
