<?php

namespace App\Http\Controllers;

use App\Http\Requests\StorePostRequest;
use App\Http\Requests\UpdatePostRequest;
use App\Models\Post;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Str;
use Illuminate\View\View;

class PostController extends Controller
{
    public function index(): View
    {
        $posts = Post::with('author')
            ->latest('published_at')
            ->paginate(15);

        return view('posts.index', compact('posts'));
    }

    public function show(Post $post): View
    {
        $this->authorize('view', $post);

        return view('posts.show', compact('post'));
    }

    public function store(StorePostRequest $request): RedirectResponse
    {
        $post = $request->user()->posts()->create([
            ...$request->validated(),
            'slug' => Str::slug($request->input('title')),
        ]);

        return redirect()->route('posts.show', $post)->with('status', 'Post created.');
    }

    public function update(UpdatePostRequest $request, Post $post): RedirectResponse
    {
        $this->authorize('update', $post);

        $post->update($request->validated());

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
        $this->authorize('delete', $post);

        $post->delete();

        return redirect()->route('posts.index')->with('status', 'Post deleted.');
    }
}
