# syntax=docker/dockerfile:1.7
# Newsdesk CMS: article workflow API and editor back end.
ARG NODE_VERSION=20.15
ARG APP_DIR=/srv/newsdesk-cms

# ... existing code ...
