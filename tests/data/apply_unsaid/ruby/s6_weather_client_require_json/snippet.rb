# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

module Weather
  # ... rest of the file unchanged ...
