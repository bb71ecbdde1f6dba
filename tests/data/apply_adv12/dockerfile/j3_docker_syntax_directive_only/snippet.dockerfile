# syntax=docker/dockerfile:1.7
FROM python:3.12-slim

# ... existing code ...
