require "openssl"
require "securerandom"

module Auth
  class TokenService
    LEGACY_SECRET = ENV.fetch("LEGACY_TOKEN_SECRET", "")
    TTL = 15 * 60

    def initialize(store:, clock: Time)
      @store = store
      @clock = clock
    end

    def issue(user)
      token = SecureRandom.urlsafe_base64(32)
      @store.write(token, user.id, expires_in: TTL)
      token
    end

    def legacy_token_for(user)
      OpenSSL::HMAC.hexdigest("SHA256", LEGACY_SECRET, "#{user.id}:#{user.created_at.to_i}")
    end

    def verify_legacy_token(user, token)
      expected = legacy_token_for(user)
      ActiveSupport::SecurityUtils.secure_compare(expected, token.to_s)
    end

    def revoke_token(token)
      @store.delete(token)
    end

    def user_id_for(token)
      @store.read(token)
    end
  end
end
