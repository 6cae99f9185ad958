import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/dom';

// Screens load lazily; on a busy two-core CI machine the first import of a screen can take longer
// than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5_000 });
