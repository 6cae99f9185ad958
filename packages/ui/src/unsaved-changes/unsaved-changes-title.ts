export const UNSAVED_CHANGES_TITLE = 'You have unsaved changes. Do you want to save them?';
