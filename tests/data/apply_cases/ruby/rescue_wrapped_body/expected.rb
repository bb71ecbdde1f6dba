class WebhookDelivery
  MAX_ATTEMPTS = 5

  attr_reader :endpoint, :payload

  def initialize(endpoint, payload, http: Net::HTTP)
    @endpoint = endpoint
    @payload = payload
    @http = http
  end

  def deliver
    uri = URI(endpoint.url)
    request = Net::HTTP::Post.new(uri, "Content-Type" => "application/json")
    request["X-Signature"] = signature
    request.body = payload.to_json
    begin
      response = @http.start(uri.host, uri.port, use_ssl: uri.scheme == "https") do |conn|
        conn.request(request)
      end
    rescue Net::OpenTimeout, Net::ReadTimeout, SocketError => e
      endpoint.record_failure!(e.class.name)
      raise
    end
    endpoint.record_success!(response.code.to_i)
    response
  end

  def signature
    OpenSSL::HMAC.hexdigest("SHA256", endpoint.secret, payload.to_json)
  end

  def retryable?(attempt)
    attempt < MAX_ATTEMPTS && endpoint.active?
  end

  def backoff(attempt)
    (2**attempt) + rand(0..3)
  end
end
