import React, { useEffect, useMemo, useRef, useState } from 'react';
import { fuzzyScore } from '../lib/fuzzy';
import { formatKeybinding } from '../lib/keybindings';
import type { EditorCommand } from '../commands/types';

interface CommandPaletteProps {
  commands: EditorCommand[];
  isOpen: boolean;
  onClose: () => void;
  onRun: (command: EditorCommand) => void;
}

const MAX_RESULTS = 50;

export function CommandPalette({ commands, isOpen, onClose, onRun }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (isOpen) {
      setQuery('');
      setSelected(0);
      inputRef.current?.focus();
    }
  }, [isOpen]);

  const results = useMemo(() => {
    if (!query) {
      return commands.slice(0, MAX_RESULTS);
    }
    return commands
      .map((command) => ({ command, score: fuzzyScore(query, command.title) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, MAX_RESULTS)
      .map((entry) => entry.command);
  }, [commands, query]);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setSelected((index) => Math.min(index + 1, results.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setSelected((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        event.preventDefault();
        if (results[selected]) {
          onRun(results[selected]);
          onClose();
        }
        break;
      case 'Escape':
        onClose();
        break;
    }
  };

  if (!isOpen) {
    return null;
  }

  return (
    <div className="command-palette-backdrop" onClick={onClose}>
      <div className="command-palette" onClick={(event) => event.stopPropagation()}>
        <input
          ref={inputRef}
          className="command-palette-input"
          placeholder="Type a command…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setSelected(0);
          }}
          onKeyDown={handleKeyDown}
        />
        <ul className="command-palette-results" role="listbox">
          {results.map((command, index) => (
            <li
              key={command.id}
              role="option"
              aria-selected={index === selected}
              className={index === selected ? 'command-palette-item selected' : 'command-palette-item'}
              onMouseEnter={() => setSelected(index)}
              onClick={() => {
                onRun(command);
                onClose();
              }}
            >
              <span className="command-title">{command.title}</span>
              {command.category && <span className="command-category">{command.category}</span>}
              {command.keybinding && (
                <kbd className="command-keybinding">{formatKeybinding(command.keybinding)}</kbd>
              )}
            </li>
          ))}
        </ul>
        {results.length === 0 && <div className="command-palette-empty">No matching commands</div>}
      </div>
    </div>
  );
}
