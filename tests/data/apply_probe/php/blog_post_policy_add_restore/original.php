<?php

namespace App\Policies;

use App\Models\Post;
use App\Models\User;
use Illuminate\Auth\Access\HandlesAuthorization;
use Illuminate\Auth\Access\Response;

class PostPolicy
{
    use HandlesAuthorization;

    /**
     * Admins may do anything with posts.
     */
    public function before(User $user, string $ability): ?bool
    {
        return $user->isAdmin() ? true : null;
    }

    public function viewAny(?User $user): bool
    {
        return true;
    }

    public function view(?User $user, Post $post): bool
    {
        if ($post->isPublished()) {
            return true;
        }

        return $user !== null && $user->id === $post->author_id;
    }

    public function create(User $user): Response
    {
        return $user->hasVerifiedEmail()
            ? Response::allow()
            : Response::deny('Verify your email address before writing posts.');
    }

    public function update(User $user, Post $post): bool
    {
        return $user->id === $post->author_id || $user->hasRole('editor');
    }

    public function delete(User $user, Post $post): bool
    {
        return $user->id === $post->author_id && ! $post->isPublished();
    }

    public function forceDelete(User $user, Post $post): bool
    {
        return false;
    }
}
