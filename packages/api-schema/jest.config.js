export default {
  preset: '@portal/jest-preset/node',
};
