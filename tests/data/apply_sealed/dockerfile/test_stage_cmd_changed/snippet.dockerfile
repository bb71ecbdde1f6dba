FROM base AS test
ENV RAILS_ENV=test
COPY --from=gems /usr/local/bundle /usr/local/bundle
COPY . .
CMD ["bundle", "exec", "rspec", "--format", "progress", "--format", "RspecJunitFormatter", "--out", "tmp/rspec.xml"]

# ... production stage unchanged ...
