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

    # ... initialize, get and post unchanged ...

    def put(path, body = {})
      request(:put, path, body: body)
    end

    def patch(path, body = {})
      request(:patch, path, body: body)
    end

    # ... delete and the private request/parse helpers unchanged ...
  end
end
