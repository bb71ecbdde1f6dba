#!/usr/bin/env bash
# Deploys the quiz-grader worker to a Kubernetes environment.
# Usage: deploy-grader.sh <staging|production> [image-tag]
set -euo pipefail
IFS=$'\n\t'

# ... existing code ...
