require "json"
require "net/http"
require "time"
require "uri"

# ... existing code ...

      def post(text)
        request = Net::HTTP::Post.new(webhook_url)
        request["Content-Type"] = "application/json"
        request.body = JSON.generate(text: text, source: "pharmops-recalls", sent_at: Time.now.utc.iso8601)
        # ... existing code ...
      end
