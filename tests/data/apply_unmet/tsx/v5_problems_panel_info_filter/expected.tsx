import React, { useMemo, useState } from 'react';
import type { Diagnostic, Severity } from '../lint/types';
import { useEditor } from '../editor/EditorContext';

type Filter = 'all' | Severity;

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

function severityIcon(severity: Severity): string {
  switch (severity) {
    case 'error':
      return '⛔';
    case 'warning':
      return '⚠️';
    default:
      return 'ℹ️';
  }
}

function formatLocation(diagnostic: Diagnostic): string {
  return `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}`;
}

interface ProblemsPanelProps {
  diagnostics: Diagnostic[];
  onClose: () => void;
}

export function ProblemsPanel({ diagnostics, onClose }: ProblemsPanelProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const { openFile } = useEditor();

  const counts = useMemo(() => {
    const result = { error: 0, warning: 0, info: 0 };
    for (const d of diagnostics) {
      result[d.severity] += 1;
    }
    return result;
  }, [diagnostics]);

  const visible = useMemo(
    () =>
      diagnostics
        .filter((d) => filter === 'all' || d.severity === filter)
        .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.line - b.line),
    [diagnostics, filter],
  );

  return (
    <section className="problems-panel">
      <header className="problems-toolbar">
        <button className={filter === 'all' ? 'active' : ''} onClick={() => setFilter('all')}>
          All ({diagnostics.length})
        </button>
        <button className={filter === 'error' ? 'active' : ''} onClick={() => setFilter('error')}>
          Errors ({counts.error})
        </button>
        <button className={filter === 'warning' ? 'active' : ''} onClick={() => setFilter('warning')}>
          Warnings ({counts.warning})
        </button>
        <button className={filter === 'info' ? 'active' : ''} onClick={() => setFilter('info')}>
          Info ({counts.info})
        </button>
        <button className="problems-close" onClick={onClose} aria-label="Close problems panel">
          ×
        </button>
      </header>
      <ul className="problems-list">
        {visible.map((d) => (
          <li
            key={`${d.file}:${d.line}:${d.column}:${d.ruleId}`}
            className={`problem problem-${d.severity}`}
            onClick={() => openFile(d.file, d.line, d.column)}
          >
            <span className="problem-icon">{severityIcon(d.severity)}</span>
            <span className="problem-message">{d.message}</span>
            <span className="problem-rule">{d.ruleId}</span>
            <span className="problem-location">{formatLocation(d)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
