Rails.application.routes.draw do
  # ... root, auth and health routes unchanged ...

  resources :projects do
    # ... member routes and tasks as before ...

    resources :memberships, only: %i[index create destroy]
    resources :labels, only: %i[index create update destroy]
  end

  # ... invoices and admin routes unchanged ...

  namespace :api do
    namespace :v1 do
      resources :projects, only: %i[index show]
      resources :tasks, only: %i[index show create update]
      resources :labels, only: %i[index]
      post "webhooks/stripe", to: "webhooks#stripe"
    end
  end

  # ... catch-all stays last ...
end
