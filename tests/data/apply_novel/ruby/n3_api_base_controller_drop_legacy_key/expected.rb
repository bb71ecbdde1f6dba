# frozen_string_literal: true

module Api
  module V1
    class BaseController < ActionController::API
      include ActionController::HttpAuthentication::Token::ControllerMethods

      before_action :authenticate!
      before_action :set_default_format

      rescue_from ActiveRecord::RecordNotFound, with: :render_not_found
      rescue_from ActionController::ParameterMissing, with: :render_bad_request

      attr_reader :current_client

      private

      def authenticate!
        @current_client = authenticate_with_bearer_token
        render_unauthorized unless @current_client
      end

      def authenticate_with_bearer_token
        authenticate_with_http_token do |token, _options|
          ApiClient.active.find_by_token_digest(ApiClient.digest(token))
        end
      end

      def set_default_format
        request.format = :json
      end

      def render_unauthorized
        response.headers["WWW-Authenticate"] = 'Bearer realm="api"'
        render json: { error: "unauthorized" }, status: :unauthorized
      end

      def render_not_found(error)
        render json: { error: error.message }, status: :not_found
      end

      def render_bad_request(error)
        render json: { error: error.message }, status: :bad_request
      end
    end
  end
end
