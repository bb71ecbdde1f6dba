        $posts = Post::query()
            ->whereNotNull('published_at')
            ->where('published_at', '<=', now())
            // ... existing code ...
