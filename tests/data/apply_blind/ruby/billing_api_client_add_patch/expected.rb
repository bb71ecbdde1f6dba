# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

module Billing
  class ApiClient
    class Error < StandardError; end

    VERBS = {
      get: Net::HTTP::Get,
      post: Net::HTTP::Post,
      put: Net::HTTP::Put,
      patch: Net::HTTP::Patch,
      delete: Net::HTTP::Delete
    }.freeze

    def initialize(base_url:, api_key:, timeout: 10)
      @base_uri = URI(base_url)
      @api_key = api_key
      @timeout = timeout
    end

    def get(path, params = {})
      request(:get, path, params: params)
    end

    def post(path, body = {})
      request(:post, path, body: body)
    end

    def put(path, body = {})
      request(:put, path, body: body)
    end

    def patch(path, body = {})
      request(:patch, path, body: body)
    end

    def delete(path)
      request(:delete, path)
    end

    private

    def request(verb, path, params: {}, body: nil)
      uri = @base_uri.dup
      uri.path = path
      uri.query = URI.encode_www_form(params) unless params.empty?

      req = VERBS.fetch(verb).new(uri)
      req["Authorization"] = "Bearer #{@api_key}"
      req["Accept"] = "application/json"
      if body
        req["Content-Type"] = "application/json"
        req.body = JSON.generate(body)
      end

      response = Net::HTTP.start(uri.host, uri.port, use_ssl: uri.scheme == "https",
                                                     read_timeout: @timeout) do |http|
        http.request(req)
      end
      parse(response)
    end

    def parse(response)
      raise Error, "#{response.code}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

      response.body.to_s.empty? ? nil : JSON.parse(response.body)
    end
  end
end
