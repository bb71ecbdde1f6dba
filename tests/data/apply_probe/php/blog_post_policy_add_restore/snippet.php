class PostPolicy
{
    // ... existing code ...

    public function restore(User $user, Post $post): bool
    {
        return $user->id === $post->author_id || $user->hasRole('editor');
    }
}
