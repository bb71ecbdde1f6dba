# frozen_string_literal: true

Rails.application.routes.draw do
  root "dashboard#show"

  devise_for :users, controllers: {
    sessions: "users/sessions",
    registrations: "users/registrations"
  }

  get "up" => "rails/health#show", as: :rails_health_check

  resources :projects do
    member do
      post :archive
      post :unarchive
    end

    resources :tasks, only: %i[index create update destroy] do
      patch :reorder, on: :collection
    end

    resources :memberships, only: %i[index create destroy]
  end

  resources :invoices, only: %i[index show] do
    get :download, on: :member
  end

  namespace :admin do
    root "dashboard#index"
    resources :users, only: %i[index show edit update]
    resources :audit_logs, only: %i[index]
  end

  namespace :api do
    namespace :v1 do
      resources :projects, only: %i[index show]
      resources :tasks, only: %i[index show create update]
      post "webhooks/stripe", to: "webhooks#stripe"
    end
  end

  match "*path", to: "errors#not_found", via: :all
end
