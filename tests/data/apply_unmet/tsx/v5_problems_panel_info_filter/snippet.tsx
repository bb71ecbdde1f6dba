// ... existing code ...
          Warnings ({counts.warning})
        </button>
        <button className={filter === 'info' ? 'active' : ''} onClick={() => setFilter('info')}>
          Info ({counts.info})
        </button>
        <button className="problems-close" onClick={onClose} aria-label="Close problems panel">
// ... existing code ...
