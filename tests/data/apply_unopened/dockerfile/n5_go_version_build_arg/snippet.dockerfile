# syntax=docker/dockerfile:1.7
#
# Image for the match-scheduler service.
# Builds a static binary and ships it on distroless.

ARG GO_VERSION=1.22

FROM golang:${GO_VERSION}-alpine AS build

# ... rest of the Dockerfile unchanged ...
