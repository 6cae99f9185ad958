// Types of the jest-dom matchers on the `expect` of @jest/globals (the setup file adds them at run time).
/// <reference types="@testing-library/jest-dom/jest-globals" />
