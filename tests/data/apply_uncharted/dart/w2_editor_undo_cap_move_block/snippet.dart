class LessonEditorController extends ChangeNotifier {
  static const _maxUndoDepth = 50;

  // ... existing code ...

  void _apply(LessonDraft next) {
    _undoStack.add(_draft);
    if (_undoStack.length > _maxUndoDepth) {
      _undoStack.removeAt(0);
    }
    _draft = next;
    // ... existing code ...
  }

  // ... existing code ...

  void removeBlock(int index) {
    final blocks = [..._draft.blocks]..removeAt(index);
    _apply(_draft.copyWith(blocks: blocks));
  }

  void moveBlock(int from, int to) {
    if (from == to) return;
    final blocks = [..._draft.blocks];
    final block = blocks.removeAt(from);
    blocks.insert(to > from ? to - 1 : to, block);
    _apply(_draft.copyWith(blocks: blocks));
  }

  // ... existing code ...
}
