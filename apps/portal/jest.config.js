export default {
  preset: '@portal/jest-preset/react',
  testEnvironment: '<rootDir>/jest-environment.js',
};
