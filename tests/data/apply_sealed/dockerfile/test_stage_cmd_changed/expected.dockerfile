# Image for the notifications service. Build targets: dev, test, production.
ARG RUBY_VERSION=3.3.1

FROM ruby:${RUBY_VERSION}-slim-bookworm AS base
ENV BUNDLE_PATH=/usr/local/bundle \
    BUNDLE_JOBS=4 \
    LANG=C.UTF-8
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq5 curl \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app

FROM base AS gems
RUN apt-get update \
    && apt-get install -y --no-install-recommends build-essential libpq-dev git \
    && rm -rf /var/lib/apt/lists/*
COPY Gemfile Gemfile.lock ./
RUN bundle install \
    && rm -rf "${BUNDLE_PATH}"/ruby/*/cache

FROM base AS dev
ENV RAILS_ENV=development
COPY --from=gems /usr/local/bundle /usr/local/bundle
COPY . .
EXPOSE 3000
CMD ["bin/rails", "server", "-b", "0.0.0.0"]

FROM base AS test
ENV RAILS_ENV=test
COPY --from=gems /usr/local/bundle /usr/local/bundle
COPY . .
CMD ["bundle", "exec", "rspec", "--format", "progress", "--format", "RspecJunitFormatter", "--out", "tmp/rspec.xml"]

FROM base AS production
ENV RAILS_ENV=production \
    BUNDLE_WITHOUT=development:test \
    RAILS_LOG_TO_STDOUT=1
COPY --from=gems /usr/local/bundle /usr/local/bundle
COPY . .
RUN SECRET_KEY_BASE_DUMMY=1 bin/rails assets:precompile
RUN useradd --system --create-home --shell /usr/sbin/nologin rails \
    && chown -R rails:rails db log tmp storage
USER rails
EXPOSE 3000
CMD ["bin/rails", "server", "-b", "0.0.0.0", "-p", "3000"]
