import 'package:flutter/foundation.dart';

import '../models/content_block.dart';
import '../services/course_repository.dart';

@immutable
class LessonDraft {
  const LessonDraft({
    required this.lessonId,
    required this.title,
    required this.blocks,
    this.publishedRevision,
  });

  final String lessonId;
  final String title;
  final List<ContentBlock> blocks;
  final int? publishedRevision;

  LessonDraft copyWith({String? title, List<ContentBlock>? blocks}) {
    return LessonDraft(
      lessonId: lessonId,
      title: title ?? this.title,
      blocks: blocks ?? this.blocks,
      publishedRevision: publishedRevision,
    );
  }
}

class LessonEditorController extends ChangeNotifier {
  static const _maxUndoDepth = 50;

  LessonEditorController(this._repository, LessonDraft initial) : _draft = initial;

  final CourseRepository _repository;
  final List<LessonDraft> _undoStack = [];
  LessonDraft _draft;
  bool _dirty = false;
  bool _saving = false;

  LessonDraft get draft => _draft;
  bool get isDirty => _dirty;
  bool get isSaving => _saving;
  bool get canUndo => _undoStack.isNotEmpty;

  void _apply(LessonDraft next) {
    _undoStack.add(_draft);
    if (_undoStack.length > _maxUndoDepth) {
      _undoStack.removeAt(0);
    }
    _draft = next;
    _dirty = true;
    notifyListeners();
  }

  void rename(String title) {
    _apply(_draft.copyWith(title: title.trim()));
  }

  void addBlock(ContentBlock block) {
    _apply(_draft.copyWith(blocks: [..._draft.blocks, block]));
  }

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

  void undo() {
    if (_undoStack.isEmpty) return;
    _draft = _undoStack.removeLast();
    _dirty = true;
    notifyListeners();
  }

  Future<void> save() async {
    if (!_dirty || _saving) return;
    _saving = true;
    notifyListeners();
    try {
      await _repository.saveDraft(_draft);
      _dirty = false;
    } finally {
      _saving = false;
      notifyListeners();
    }
  }
}
