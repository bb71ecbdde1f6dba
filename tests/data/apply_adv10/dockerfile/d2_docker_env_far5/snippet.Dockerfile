FROM python:3.12-slim

ENV PYTHONDONTWRITEBYTECODE=1
ENV PORT=8080
# ... existing code ...
