# syntax=docker/dockerfile:1.9
# check=error=true
ARG NODE_VERSION=22.11

FROM node:${NODE_VERSION}-alpine AS base
# ... rest of the Dockerfile stays the same ...
