    # ... existing code ...

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

    # ... existing code ...
