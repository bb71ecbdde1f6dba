'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';

// ... existing code ...
