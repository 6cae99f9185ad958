export default {
  preset: '@portal/jest-preset/react',
};
