# ... rest of the code ...

    public function store(Request $request)
    {
        $data = $request->validate([
            'title' => 'required|string|max:255',
            'body' => 'required|string',
            'published_at' => 'nullable|date',
            'tags' => 'array|max:5',
            'tags.*' => 'string|max:32',
        ]);

        $data['slug'] = Str::slug($data['title']);
        $post = $request->user()->posts()->create(collect($data)->except('tags')->all());
        $post->syncTags($data['tags'] ?? []);

        // ...
    }

# ... rest of the code ...
