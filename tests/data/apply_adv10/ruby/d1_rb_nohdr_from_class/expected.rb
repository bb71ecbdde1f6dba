require "json"
require "net/http"

class Client
  def initialize(base)
    @base = URI(base)
  end

  def get(path)
    res = Net::HTTP.get_response(@base + path)
    raise "HTTP #{res.code}" unless res.is_a?(Net::HTTPSuccess)
    JSON.parse(res.body)
  end
end
