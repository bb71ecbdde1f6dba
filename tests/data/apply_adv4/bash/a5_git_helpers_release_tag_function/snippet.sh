# ... existing helpers ...

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

