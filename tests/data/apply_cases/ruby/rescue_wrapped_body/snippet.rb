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
