import React, { useEffect, useMemo, useRef, useState } from 'react';
import { fuzzyScore } from '../lib/fuzzy';
import { formatKeybinding } from '../lib/keybindings';
// …

              <span className="command-title">{command.title}</span>
              {command.category && <span className="command-category">{command.category}</span>}
              {command.keybinding && (
                <kbd className="command-keybinding">{formatKeybinding(command.keybinding)}</kbd>
              )}
            </li>
          ))}
        {/* … */}
