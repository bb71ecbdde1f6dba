# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

module Billing
  class ApiClient
    DEFAULT_TIMEOUT = 10
    RETRYABLE = [Net::OpenTimeout, Net::ReadTimeout, Errno::ECONNRESET].freeze

    class Error < StandardError; end
    class NotFound < Error; end

    def initialize(base_url:, token:, timeout: DEFAULT_TIMEOUT)
      @base_url = URI(base_url)
      @token = token
      @timeout = timeout
    end

    def get(path, params = {})
      uri = build_uri(path, params)
      request(Net::HTTP::Get.new(uri))
    end

    def post(path, body)
      uri = build_uri(path)
      req = Net::HTTP::Post.new(uri)
      req.body = JSON.generate(body)
      request(req)
    end

    def put(path, body)
      uri = build_uri(path)
      req = Net::HTTP::Put.new(uri)
      req.body = JSON.generate(body)
      request(req)
    end

    def delete(path)
      uri = build_uri(path)
      request(Net::HTTP::Delete.new(uri))
    end

    private

    def build_uri(path, params = {})
      uri = @base_url.dup
      uri.path = File.join(uri.path, path)
      uri.query = URI.encode_www_form(params) unless params.empty?
      uri
    end

    def request(req, attempts: 3)
      req["Authorization"] = "Bearer #{@token}"
      req["Content-Type"] = "application/json"
      tries = 0
      begin
        tries += 1
        response = Net::HTTP.start(req.uri.host, req.uri.port, use_ssl: req.uri.scheme == "https",
                                   open_timeout: @timeout, read_timeout: @timeout) do |http|
          http.request(req)
        end
      rescue *RETRYABLE
        raise if tries >= attempts

        sleep(0.5 * tries)
        retry
      end
      handle(response)
    end

    def handle(response)
      case response
      when Net::HTTPSuccess
        response.body.to_s.empty? ? nil : JSON.parse(response.body)
      when Net::HTTPNotFound
        raise NotFound, "not found: #{response.uri}"
      else
        raise Error, "HTTP #{response.code}: #{response.body}"
      end
    end
  end
end
