# syntax=docker/dockerfile:1
ARG RUBY_VERSION=3.3.4
FROM docker.io/library/ruby:$RUBY_VERSION-slim AS base

# ... existing code ...
