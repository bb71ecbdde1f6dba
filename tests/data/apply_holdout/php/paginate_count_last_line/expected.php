<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreCommentRequest;
use App\Models\Comment;
use App\Models\Post;
use Illuminate\Http\RedirectResponse;
use Illuminate\View\View;

class CommentController extends Controller
{
    public function index(Post $post): View
    {
        $comments = $post->comments()->with('author')->oldest()->paginate(50);

        return view('comments.index', compact('post', 'comments'));
    }

    public function store(StoreCommentRequest $request, Post $post): RedirectResponse
    {
        $post->comments()->create([
            'body' => $request->validated('body'),
            'user_id' => $request->user()->id,
        ]);

        return redirect()->route('posts.show', $post)->with('status', 'Comment added.');
    }

    public function destroy(Post $post, Comment $comment): RedirectResponse
    {
        $this->authorize('delete', $comment);
        $comment->delete();

        return redirect()->route('posts.show', $post)->with('status', 'Comment deleted.');
    }
}
