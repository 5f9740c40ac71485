import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Waits follow conditions, with limits sized for a slow, shared machine (2 cores, other work
// beside the suite), set here once for every web test rather than per test: a `findBy…` or
// `waitFor` that gives up after the default 1 s failed 18 tests in a loaded CI run though the
// screen came a moment later. A passing wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });
