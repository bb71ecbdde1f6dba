# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

# ... rest of file unchanged ...
