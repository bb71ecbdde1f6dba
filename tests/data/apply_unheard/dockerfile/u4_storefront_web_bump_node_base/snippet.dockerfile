# syntax=docker/dockerfile:1.6
# Build stage: install dependencies and compile the Vite app
FROM node:20-alpine AS deps
# ... rest of the Dockerfile unchanged ...
