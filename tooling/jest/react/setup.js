import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/dom';

// Screens load lazily and forms build their fields one render after their heading. On a two-core CI
// machine running an API suite beside a React one, a screen has been seen to take more than five
// seconds to appear. A longer wait costs nothing when the page is right: it only delays a failure.
configure({ asyncUtilTimeout: 15_000 });
