// ... existing code ...

        return redirect()->route('posts.show', $post)->with('status', 'Post updated.');
    }

    public function duplicate(Post $post): RedirectResponse
    {
        $this->authorize('create', Post::class);

        $copy = $post->replicate(['published_at']);
        $copy->title = $post->title . ' (copy)';
        $copy->slug = Str::slug($copy->title) . '-' . Str::lower(Str::random(6));
        $copy->save();

        return redirect()->route('posts.edit', $copy)->with('status', 'Post duplicated.');
    }

    public function destroy(Post $post): RedirectResponse
    {
// ... existing code ...
