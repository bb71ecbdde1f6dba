# ...

  class Client
    BASE_URL = "https://api.weather.example.com/v2"

    def initialize(api_key:, base_url: BASE_URL, logger: nil, open_timeout: 2, read_timeout: 5)
      @api_key = api_key
      @base_url = base_url
      @logger = logger
      @open_timeout = open_timeout
      @read_timeout = read_timeout
    end

    # ...

    def get(path, params)
      uri = URI("#{@base_url}#{path}")
      uri.query = URI.encode_www_form(params.merge(key: @api_key))
      @logger&.debug("GET #{uri.path}")
      response = Net::HTTP.start(uri.host, uri.port,
                                 use_ssl: uri.scheme == "https",
                                 open_timeout: @open_timeout,
                                 read_timeout: @read_timeout) do |http|
        http.request(Net::HTTP::Get.new(uri))
      end
      handle(response)
    end

    # ... rest of the code ...
