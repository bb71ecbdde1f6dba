#!/usr/bin/env bash
# lib/git-helpers.sh — shared git helpers for the release scripts.
# Source this file; it defines functions only and has no side effects.

# Print the name of the current branch, or fail on a detached HEAD.
git_current_branch() {
    local branch
    branch="$(git symbolic-ref --quiet --short HEAD)" || {
        echo "error: detached HEAD" >&2
        return 1
    }
    printf '%s\n' "$branch"
}

# Fail unless the working tree and the index are clean.
git_require_clean() {
    if ! git diff --quiet || ! git diff --cached --quiet; then
        echo "error: working tree has uncommitted changes" >&2
        git status --short >&2
        return 1
    fi
}

# Fail unless the local branch matches its upstream.
git_require_up_to_date() {
    local branch="$1"
    git fetch --quiet origin "$branch"
    if [[ "$(git rev-parse "$branch")" != "$(git rev-parse "origin/$branch")" ]]; then
        echo "error: $branch is not in sync with origin/$branch" >&2
        return 1
    fi
}

# Print the most recent tag that looks like a version, e.g. v1.4.2.
git_last_version_tag() {
    git describe --tags --abbrev=0 --match 'v[0-9]*' 2>/dev/null || echo "v0.0.0"
}

# Print the commit subjects since the given tag, one per line.
git_changes_since() {
    local tag="$1"
    if [[ "$tag" == "v0.0.0" ]]; then
        git log --pretty='format:- %s' --no-merges
    else
        git log --pretty='format:- %s' --no-merges "$tag..HEAD"
    fi
}

# Create an annotated, signed tag vVERSION whose message is the changelog
# since the previous version tag, then push only that tag.
# Usage: git_tag_release VERSION [REMOTE]
git_tag_release() {
    local version="${1:?usage: git_tag_release VERSION [REMOTE]}"
    local remote="${2:-origin}"
    local tag="v$version" previous
    if git rev-parse --quiet --verify "refs/tags/$tag" >/dev/null; then
        echo "error: tag $tag already exists" >&2
        return 1
    fi
    previous="$(git_last_version_tag)"
    git tag --sign --annotate "$tag" \
        --message "Release $tag" \
        --message "$(git_changes_since "$previous")"
    git push "$remote" "refs/tags/$tag"
}
