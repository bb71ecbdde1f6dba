class CommentController extends Controller
{
    // ... existing code ...

    public function update(StoreCommentRequest $request, Post $post, Comment $comment): RedirectResponse
    {
        $this->authorize('update', $comment);
        $comment->update(['body' => $request->validated('body')]);

        return redirect()->route('posts.show', $post)->with('status', 'Comment updated.');
    }

    public function destroy(Post $post, Comment $comment): RedirectResponse
    {
        // ... existing code ...
    }
}
