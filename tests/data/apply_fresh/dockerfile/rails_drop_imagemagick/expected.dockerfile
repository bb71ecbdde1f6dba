FROM ruby:3.3-slim AS base

ENV BUNDLE_DEPLOYMENT=1 \
    BUNDLE_WITHOUT="development:test" \
    RAILS_ENV=production

RUN apt-get update -qq \
    && apt-get install -y --no-install-recommends libpq5 libjemalloc2 \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /rails

FROM base AS build

RUN apt-get update -qq \
    && apt-get install -y --no-install-recommends build-essential libpq-dev git \
    && rm -rf /var/lib/apt/lists/*

COPY Gemfile Gemfile.lock ./
RUN bundle install && rm -rf ~/.bundle "${BUNDLE_PATH}"/ruby/*/cache

COPY . .
RUN SECRET_KEY_BASE_DUMMY=1 ./bin/rails assets:precompile

FROM base

COPY --from=build /usr/local/bundle /usr/local/bundle
COPY --from=build /rails /rails

RUN useradd rails --create-home --shell /bin/bash \
    && chown -R rails:rails db log storage tmp
USER rails:rails

EXPOSE 3000
CMD ["./bin/thrust", "./bin/rails", "server"]
