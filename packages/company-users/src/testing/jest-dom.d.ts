// The jest-dom matchers on the `expect` of '@jest/globals' (the preset registers them at run time).
/// <reference types="@testing-library/jest-dom/jest-globals" />
