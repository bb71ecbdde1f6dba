      # ... existing code ...

      def authenticate!
        @current_client = authenticate_with_bearer_token
        render_unauthorized unless @current_client
      end

      def authenticate_with_bearer_token
        # ... unchanged ...
      end

      # ... removed authenticate_with_legacy_token (api_key param / X-Api-Key header no longer accepted) ...

      def set_default_format
      # ... existing code ...
