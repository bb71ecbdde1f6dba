    # ... existing code ...

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

    # ... existing code ...
