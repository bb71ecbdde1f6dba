require "json"
require "net/http"
require "digest"

# ... existing code ...

    def post_json(uri, payload)
      request = Net::HTTP::Post.new(uri, "Content-Type" => "application/json")
      request["Idempotency-Key"] = idempotency_key
      request.body = JSON.generate(payload)
      @http.start(uri.host, uri.port, use_ssl: true) { |conn| conn.request(request) }
    end

    # Same refill + same status must never notify the patient twice, even if the job retries.
    def idempotency_key
      Digest::SHA256.hexdigest("refill:#{@refill_request.id}:#{@refill_request.status}")
    end
  end
end
