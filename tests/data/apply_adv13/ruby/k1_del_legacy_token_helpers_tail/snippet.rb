# ... existing code ...
    def issue(user)
      token = SecureRandom.urlsafe_base64(32)
      @store.write(token, user.id, expires_in: TTL)
      token
    end

    # ... removed the legacy token helpers ...
  end
end
