import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every component test starts from an empty page, the real globals, and mocks with no calls recorded.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});
